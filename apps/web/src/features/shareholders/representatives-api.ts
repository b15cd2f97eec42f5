import type { ApiBody } from '@app/domain';
import { callApi } from '../../lib/api-client';
import { updateProgress } from '../../lib/progress-store';

const enc = encodeURIComponent;

/** GET /representatives?companyId: the list (spec §7: empty on failure). */
export const fetchRepresentatives = (companyId: string) =>
  callApi('GET /representatives', { query: { companyId } });

export const createRepresentative = (companyId: string, body: ApiBody<'POST /representatives'>) =>
  callApi('POST /representatives', { body: { ...body, company_id: companyId, companyId } });

/**
 * PUT /representatives/{id}?companyId: company ids are left out of the body, and so is fatca once
 * answered (spec §7); a person never answered yet (the user's own entry) sends it.
 */
export const updateRepresentative = (
  id: string,
  companyId: string,
  body: ApiBody<'PUT /representatives/{representativeId}'>,
  options: { fatcaAnswered: boolean },
) => {
  const { is_fatca: fatca, company_id: _companyId, companyId: _id, ...rest } = body;
  return callApi('PUT /representatives/{representativeId}', {
    params: { representativeId: id },
    query: { companyId },
    body: options.fatcaAnswered ? rest : { ...rest, is_fatca: fatca },
  });
};

export const deleteRepresentative = (id: string, companyId: string) =>
  callApi('DELETE /representatives/{representativeId}', {
    params: { representativeId: id },
    query: { companyId },
  });

/** Owner selection: this person is the account user. */
export const linkUser = (id: string, companyId: string) =>
  callApi('PUT /representatives/{representativeId}/linkuser', {
    params: { representativeId: id },
    query: { companyId },
  });

/**
 * 200 {valid: true}, or 422 with per-person messages already prefixed with the person's name.
 * Sent once the certification box is ticked: the API records the certification with the list.
 */
export async function validateRepresentatives(companyId: string) {
  const reply = await callApi('GET /companies/{companyId}/validate-representatives', {
    params: { companyId },
    query: { certified: true },
    suppressErrorModal: true,
  });
  // The step menu marks the representatives step done from the certification (the domain's stepReached).
  updateProgress((progress) =>
    progress.company
      ? { ...progress, company: { ...progress.company, representatives_certified: true } }
      : progress,
  );
  return reply;
}

export const createMandate = (companyId: string, body: ApiBody<'POST /companies/{companyId}/mandate'>) =>
  callApi('POST /companies/{companyId}/mandate', { params: { companyId }, body });

export const updateMandate = (
  companyId: string,
  mandateId: string,
  body: ApiBody<'PATCH /companies/{companyId}/mandate/{mandateId}'>,
) => callApi('PATCH /companies/{companyId}/mandate/{mandateId}', { params: { companyId, mandateId }, body });

export const deleteMandate = (companyId: string, mandateId: string) =>
  callApi('DELETE /companies/{companyId}/mandate/{mandateId}', { params: { companyId, mandateId } });

export const representativeDocumentPath = (id: string, type: 'identity_card' | 'mandate') =>
  `/representatives/${enc(id)}/documents/${type}`;

export const fetchRepresentativeDocuments = (
  id: string,
  type: 'identity_card' | 'mandate',
  companyId: string,
) => callApi('GET /representatives/{id}/documents/{type}', { params: { id, type }, query: { companyId } });

import type { DocumentReply } from '@app/domain';
import { api } from '../../lib/api-client';
import type { MandateEntry, PersonEntry, RepresentativeEntry } from './representative-types';

const enc = encodeURIComponent;

/** GET /representatives?companyId: the list (spec §7: empty on failure). */
export const fetchRepresentatives = (companyId: string) =>
  api.get<RepresentativeEntry[]>('/representatives', { query: { companyId } });

export const createRepresentative = (companyId: string, body: Record<string, unknown>) =>
  api.post<PersonEntry>('/representatives', { ...body, company_id: companyId, companyId });

/**
 * PUT /representatives/{id}?companyId: company ids are left out of the body, and so is fatca once
 * answered (spec §7); a person never answered yet (the user's own entry) sends it.
 */
export const updateRepresentative = (
  id: string,
  companyId: string,
  body: Record<string, unknown>,
  options: { fatcaAnswered: boolean },
) => {
  const { is_fatca: fatca, company_id: _companyId, companyId: _id, ...rest } = body;
  return api.put<PersonEntry>(
    `/representatives/${enc(id)}`,
    options.fatcaAnswered ? rest : { ...rest, is_fatca: fatca },
    {
      query: { companyId },
    },
  );
};

export const deleteRepresentative = (id: string, companyId: string) =>
  api.delete<void>(`/representatives/${enc(id)}`, { query: { companyId } });

/** Owner selection: this person is the account user. */
export const linkUser = (id: string, companyId: string) =>
  api.put<PersonEntry>(`/representatives/${enc(id)}/linkuser`, undefined, { query: { companyId } });

/** 200 {valid: true}, or 422 with per-person messages already prefixed with the person's name. */
export const validateRepresentatives = (companyId: string) =>
  api.get<{ valid: true }>(`/companies/${enc(companyId)}/validate-representatives`, {
    suppressErrorModal: true,
  });

export const createMandate = (companyId: string, body: Record<string, unknown>) =>
  api.post<MandateEntry>(`/companies/${enc(companyId)}/mandate`, body);

export const updateMandate = (companyId: string, mandateId: string, body: Record<string, unknown>) =>
  api.patch<MandateEntry>(`/companies/${enc(companyId)}/mandate/${enc(mandateId)}`, body);

export const deleteMandate = (companyId: string, mandateId: string) =>
  api.delete<void>(`/companies/${enc(companyId)}/mandate/${enc(mandateId)}`);

export const representativeDocumentPath = (id: string, type: 'identity_card' | 'mandate') =>
  `/representatives/${enc(id)}/documents/${type}`;

export const fetchRepresentativeDocuments = (
  id: string,
  type: 'identity_card' | 'mandate',
  companyId: string,
) => api.get<DocumentReply[]>(representativeDocumentPath(id, type), { query: { companyId } });

import { type ApiBody, clientStatusFromAnswer } from '@app/domain';
import { callApi } from '../../lib/api-client';

export const fetchEstablishments = (siren: string) =>
  callApi('GET /companies/{id}/establishments', { params: { id: siren }, suppressErrorModal: true });

/** POST /companies/{siret}: the company filled from the register; a 422 still carries company.legal_form. */
export const lookupSiret = (siret: string) =>
  callApi('POST /companies/{siret}', { params: { siret }, suppressErrorModal: true });

/** Company save failures are not shown in a modal (spec §8): 422 goes to the fields, the rest is logged. */
export const createCompany = (body: ApiBody<'POST /companies'>) =>
  callApi('POST /companies', { body, suppressErrorModal: true });

export const updateCompany = (companyId: string, body: ApiBody<'PUT /companies/{companyId}'>) =>
  callApi('PUT /companies/{companyId}', { params: { companyId }, body, suppressErrorModal: true });

/** POST /company-certification/{id}: the client status computed from the active-entity answer (spec §3). */
export const certifyCompany = (companyId: string, isActiveNonFinancialEntity: boolean) =>
  callApi('POST /company-certification/{companyId}', {
    params: { companyId },
    body: {
      client_status: clientStatusFromAnswer(isActiveNonFinancialEntity),
      is_active_non_financial_entity: isActiveNonFinancialEntity,
    },
    suppressErrorModal: true,
  });

import { callApi } from '../../lib/api-client';

/**
 * POST /user/data-export: the customer's ZIP, after strong authentication (the app's SCA modal
 * answers the 399). Other refusals are shown by the API client's error modal.
 */
export const downloadMyData = async (): Promise<Blob> =>
  (await callApi('POST /user/data-export', { responseType: 'blob' })) as unknown as Blob;

/**
 * POST /companies/{companyId}/erasure: erased at once, or a 409 the page shows itself (the legal
 * reason and the date of erasure), so the error modal is not opened for it.
 */
export const eraseOpening = (companyId: string) =>
  callApi('POST /companies/{companyId}/erasure', { params: { companyId }, suppressErrorModal: true });

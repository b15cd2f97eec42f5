import type { ApiRequestOptions } from '../../../lib/api-client';

/** The SCA modal shows its own errors: the generic error modal stays closed. */
export const scaRequestOptions: Pick<ApiRequestOptions, 'suppressErrorModal'> = { suppressErrorModal: true };

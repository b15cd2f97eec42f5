/**
 * Where the API serves a customer's files, as its replies link them (`url`, `identity_card_url`,
 * `rib.pdf_url`): one spelling of each path for every module that names it.
 */
export const documentUrl = (publicApiUrl: string, id: string) => `${publicApiUrl}/documents/${id}`;

/** Where the account's RIB is downloaded (the `rib.pdf_url` of the account answer). */
export const ribPdfUrl = (publicApiUrl: string, uuid: string) => `${publicApiUrl}/accounts/${uuid}/rib.pdf`;

/** Where the account's RIB is downloaded (the `rib.pdf_url` of the account answer). */
export const ribPdfUrl = (publicApiUrl: string, uuid: string) => `${publicApiUrl}/accounts/${uuid}/rib.pdf`;

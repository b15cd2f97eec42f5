import { type CapitalDepositReply, type CompanyRegistrationBody, routeUrl } from '@app/domain';
import { callApi } from '../../lib/api-client';

/** The registered company as its Kbis names it (SIREN, registered name), given before the Kbis. */
export const saveRegistration = (companyId: string, body: CompanyRegistrationBody) =>
  callApi('PUT /companies/{companyId}/capital-deposit/registration', { params: { companyId }, body });

/** Where the Kbis is sent once the company is registered. */
export const kbisUploadPath = (companyId: string) =>
  routeUrl('POST /companies/{companyId}/capital-deposit/kbis', { companyId });

/** The certificate in a language: French is the legal one, English and German are translations. */
export const certificateUrl = (pdfUrl: string, lang: 'fr' | 'en' | 'de') => {
  const url = new URL(pdfUrl, window.location.origin);
  url.searchParams.set('lang', lang);
  return url.toString();
};

/** Amounts cross the wire as "6000.00": a number only to format or compare, never to add cents. */
export const money = (amount: string): number => Number(amount);

/** Every share paid: the certificate is issued. */
export const isComplete = (deposit: CapitalDepositReply): boolean => deposit.certificate !== null;

import type { InfoPageName } from '../../../src/shared/info-pages';
import type { Translated } from '../document';
import { contact } from './contact';
import { depositGuarantee } from './deposit-guarantee';
import { legalNotices } from './legal-notices';
import { pricing } from './pricing';
import { terms } from './terms';

/** Every information document, in every shipped language. */
export const INFO_DOCUMENTS: Record<InfoPageName, Translated> = {
  terms,
  'deposit-guarantee': depositGuarantee,
  pricing,
  'legal-notices': legalNotices,
  contact,
};

/** The date the current edition applies from (also the PDFs' creation date, for stable bytes). */
export const EFFECTIVE_ON = new Date(Date.UTC(2026, 10, 1));

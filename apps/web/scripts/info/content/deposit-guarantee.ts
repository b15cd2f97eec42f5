import type { Translated } from '../document';
import { depositGuaranteeDe } from './deposit-guarantee.de';
import { depositGuaranteeEn } from './deposit-guarantee.en';
import { depositGuaranteeFr } from './deposit-guarantee.fr';

export const depositGuarantee: Translated = {
  fr: depositGuaranteeFr,
  en: depositGuaranteeEn,
  de: depositGuaranteeDe,
};

import type { Translated } from '../document';
import { termsDe } from './terms.de';
import { termsEn } from './terms.en';
import { termsFr } from './terms.fr';

export const terms: Translated = { fr: termsFr, en: termsEn, de: termsDe };

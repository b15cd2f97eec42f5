import type { Translated } from '../document';
import { pricingDe } from './pricing.de';
import { pricingEn } from './pricing.en';
import { pricingFr } from './pricing.fr';

export const pricing: Translated = { fr: pricingFr, en: pricingEn, de: pricingDe };

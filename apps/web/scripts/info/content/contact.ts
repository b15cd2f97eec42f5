import type { Translated } from '../document';
import { contactDe } from './contact.de';
import { contactEn } from './contact.en';
import { contactFr } from './contact.fr';

export const contact: Translated = { fr: contactFr, en: contactEn, de: contactDe };

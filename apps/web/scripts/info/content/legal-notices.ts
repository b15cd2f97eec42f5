import type { Translated } from '../document';
import { legalNoticesDe } from './legal-notices.de';
import { legalNoticesEn } from './legal-notices.en';
import { legalNoticesFr } from './legal-notices.fr';

export const legalNotices: Translated = { fr: legalNoticesFr, en: legalNoticesEn, de: legalNoticesDe };

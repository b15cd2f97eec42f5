import { bindTranslator } from '@app/ui';
import { i18n } from './i18n';

/**
 * `useTranslation`: the words in the visitor's language, the component rendering again when the
 * language changes. `TranslatorProvider` gives a part of the page another translator than the
 * app's (the companion page's own words).
 */
export const { TranslatorProvider, useTranslation } = bindTranslator(i18n);

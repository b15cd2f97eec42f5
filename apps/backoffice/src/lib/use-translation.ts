import { bindTranslator } from '@app/ui';
import { i18n } from './i18n';

/** The words in the operator's language; the component renders again when the language changes. */
export const { useTranslation } = bindTranslator(i18n);

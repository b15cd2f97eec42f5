import type { TranslationKeys } from '@app/ui';
import type fr from './fr.json';

/** A key t() accepts, checked at compile time: a word of the French file (the others have the same keys). */
export type TranslationKey = TranslationKeys<typeof fr>;

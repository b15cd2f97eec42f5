import { type Translate as TranslateOf, Translator as TranslatorOf } from '@app/ui';
import type { TranslationKey } from '../locales/keys';

export type { Words } from '@app/ui';

/** t() of the customer app: a key that is not one of its words does not compile. */
export type Translate = TranslateOf<TranslationKey>;

/** The shared engine bound to the customer app's words (locales/keys.ts). */
export class Translator extends TranslatorOf<TranslationKey> {}

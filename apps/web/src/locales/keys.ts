import type { TranslationKeys } from '@app/ui';
import type application from './application.fr.json';
import type dataRights from './data-rights.fr.json';
import type base from './fr.json';
import type journey from './journey.fr.json';
import type psc from './psc.fr.json';
import type sca from './sca.fr.json';

/** Every word of the app, as the French files hold it (the other languages have the same keys). */
type AllWords = typeof base &
  typeof journey &
  typeof sca &
  typeof application &
  typeof psc &
  typeof dataRights;

/** A key t() accepts, checked at compile time: a word, or a plural word's base (with `count`). */
export type TranslationKey = TranslationKeys<AllWords>;

import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Locale, type MessageKey, translate } from '@app/domain';

/**
 * The web app's own translations, read from its locale files, so that the journeys find
 * elements by the words a user of each language sees (and follow any change of wording).
 */
const LOCALES_DIR = resolve(import.meta.dirname, '../../apps/web/src/locales');

type Tree = { [key: string]: string | Tree };

function load(language: Locale): Tree {
  const files = readdirSync(LOCALES_DIR).filter(
    (name) => name === `${language}.json` || name.endsWith(`.${language}.json`),
  );
  return Object.assign({}, ...files.map((name) => JSON.parse(readFileSync(join(LOCALES_DIR, name), 'utf8'))));
}

const cache = new Map<Locale, Tree>();

export type Params = Record<string, string | number>;

export interface Labels {
  language: Locale;
  /** A key of the web app's locale files, with its {{placeholders}} filled. */
  t: (key: string, params?: Params) => string;
  /** A message of the domain (validation and server messages). */
  message: (key: MessageKey, params?: Params) => string;
}

export function labels(language: Locale): Labels {
  let tree = cache.get(language);
  if (!tree) {
    tree = load(language);
    cache.set(language, tree);
  }
  const resources = tree;
  return {
    language,
    t: (key, params = {}) => {
      const value = key
        .split('.')
        .reduce<string | Tree | undefined>(
          (node, part) => (node && typeof node === 'object' ? node[part] : undefined),
          resources,
        );
      if (typeof value !== 'string') throw new Error(`No "${key}" in the ${language} locale files`);
      return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
        if (!(name in params)) throw new Error(`"${key}" needs {{${name}}}`);
        return String(params[name]);
      });
    },
    message: (key, params) => translate(language, key, params),
  };
}

/**
 * Escapes text for use inside a RegExp (labels matched as a part of a longer name). Any run of
 * spaces matches any other: French text keeps a no-break space before ":" or "?", which the
 * page's accessible names may give back as a plain one.
 */
export const escapeRegExp = (text: string) =>
  text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');

/** A label's text as shown, where required fields add " *" after the words. */
export const labelPattern = (label: string): RegExp => new RegExp(`^${escapeRegExp(label)}(\\s*\\*)?$`);

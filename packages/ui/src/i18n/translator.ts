import { DEFAULT_LOCALE, type Locale } from '@app/domain';

/** A language's words: nested sections, each word a string with `{{name}}` placeholders. */
export interface Words {
  [key: string]: string | Words;
}

/**
 * Values for a word's placeholders; `count` also picks the plural form (`<key>_one`,
 * `<key>_other`…), `context` a variant (`<key>_business`) where the language has one.
 */
export interface TranslateOptions {
  count?: number;
  context?: string;
  [placeholder: string]: unknown;
}

/** Translates one of an app's keys (`TranslationKeys` of its words: a wrong key does not compile). */
export type Translate<Key extends string> = (key: Key, options?: TranslateOptions) => string;

function merge(into: Words, from: Words): Words {
  for (const [key, value] of Object.entries(from)) {
    const current = into[key];
    into[key] =
      typeof value === 'object' && typeof current === 'object' ? merge({ ...current }, value) : value;
  }
  return into;
}

function lookup(words: Words | undefined, key: string): string | undefined {
  let node: string | Words | undefined = words;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/**
 * An app's words in the reader's language, French where a word is missing: the few things the
 * apps ask of a translation library (nested keys, placeholders, plural forms by the language's
 * rules, a language change that re-renders), in a fraction of one's size. `Key` is the app's
 * keys, so a word that does not exist is a compile error.
 */
export class Translator<Key extends string> {
  private readonly words = new Map<Locale, Words>();
  private readonly listeners = new Set<() => void>();
  private readonly pluralRules = new Map<Locale, Intl.PluralRules>();
  private current: Locale;
  /** Translates in the current language; a new function after each language change. */
  t: Translate<Key>;

  constructor(
    language: Locale = DEFAULT_LOCALE,
    private readonly onMissing: (key: string, language: Locale) => void = () => undefined,
  ) {
    this.current = language;
    this.t = this.bind();
  }

  get language(): Locale {
    return this.current;
  }

  /**
   * Whether a key made at run time (from a code the API sends) names a word, in the current
   * language or in French; the caller shows the code itself otherwise.
   */
  has(key: string): key is Key {
    return this.text(this.current, key, {}) !== undefined;
  }

  /** Adds (merging section by section) words of a language. */
  addWords(language: Locale, words: Words): void {
    this.words.set(language, merge({ ...(this.words.get(language) ?? {}) }, words));
    this.changed();
  }

  changeLanguage(language: Locale): void {
    if (language === this.current) return;
    this.current = language;
    this.changed();
  }

  /** Calls `listener` after each change of language or words; returns the unsubscription. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private changed(): void {
    this.t = this.bind();
    for (const listener of this.listeners) listener();
  }

  private bind(): Translate<Key> {
    const language = this.current;
    return (key, options) => this.translate(language, key, options);
  }

  private plural(language: Locale, count: number): string {
    let rules = this.pluralRules.get(language);
    if (!rules) {
      rules = new Intl.PluralRules(language);
      this.pluralRules.set(language, rules);
    }
    return rules.select(count);
  }

  private findForm(words: Words | undefined, language: Locale, key: string, count?: number) {
    if (count !== undefined) {
      const form = lookup(words, `${key}_${this.plural(language, count)}`) ?? lookup(words, `${key}_other`);
      if (form !== undefined) return form;
    }
    return lookup(words, key);
  }

  private find(language: Locale, key: string, options: TranslateOptions): string | undefined {
    const words = this.words.get(language);
    const { count, context } = options;
    return (
      (context ? this.findForm(words, language, `${key}_${context}`, count) : undefined) ??
      this.findForm(words, language, key, count)
    );
  }

  /** The word in `language`, else in French. */
  private text(language: Locale, key: string, options: TranslateOptions): string | undefined {
    return (
      this.find(language, key, options) ??
      (language === DEFAULT_LOCALE ? undefined : this.find(DEFAULT_LOCALE, key, options))
    );
  }

  private translate(language: Locale, key: string, options: TranslateOptions = {}): string {
    const text = this.text(language, key, options);
    if (text === undefined) {
      this.onMissing(key, language);
      return key;
    }
    return text.replace(PLACEHOLDER, (_, name: string) => {
      const value = options[name];
      return value === undefined || value === null ? '' : String(value);
    });
  }
}

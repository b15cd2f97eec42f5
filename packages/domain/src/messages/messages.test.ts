import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../locale';
import { PLACEHOLDER } from './format';
import { fr, type MessageKey } from './fr';
import {
  isMessage,
  isMessageKey,
  message,
  messages,
  messageWithParams,
  parseMessage,
  translate,
  translateWith,
} from './index';
import { keyLiteralsIn, MESSAGE_GROUPS } from './key-literals';

const keys = Object.keys(fr) as MessageKey[];
/** "{minAmount, amount}" -> "minAmount, amount": a placeholder's name and how it shows numbers. */
const placeholders = (text: string) =>
  [...text.matchAll(PLACEHOLDER)].map((match) => [match[1], match[2] ?? ''].join(', ')).sort();

describe('the message catalogue', () => {
  it('has every key, non-empty, in fr, en and de', () => {
    for (const locale of LOCALES) {
      expect(Object.keys(messages[locale]).sort(), locale).toEqual([...keys].sort());
      for (const key of keys) expect(messages[locale][key].trim(), `${locale} ${key}`).not.toBe('');
    }
  });

  it('starts every English message with a capital letter (or a placeholder), as a sentence does', () => {
    for (const key of keys) expect(messages.en[key], key).toMatch(/^[^a-z]/);
  });

  it('uses the same placeholders, formatted the same way, in every language', () => {
    for (const key of keys) {
      for (const locale of LOCALES) {
        expect(placeholders(messages[locale][key]), `${locale} ${key}`).toEqual(placeholders(fr[key]));
      }
    }
  });

  it('has no brace that is not a placeholder (a typo would be shown as is)', () => {
    for (const locale of LOCALES) {
      for (const key of keys) {
        expect(messages[locale][key].replace(PLACEHOLDER, ''), `${locale} ${key}`).not.toMatch(/[{}]/);
      }
    }
  });

  it('names keys by group: a known prefix, then lower-case words', () => {
    const named = new RegExp(`^(${MESSAGE_GROUPS.join('|')})(\\.[a-z0-9_]+)+$`);
    expect(keys.filter((key) => !named.test(key))).toEqual([]);
  });

  it("has every key the domain's schemas and rules name", () => {
    const root = join(import.meta.dirname, '..');
    const sources = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((path) =>
      path.endsWith('.ts'),
    );
    const unknown = sources.flatMap((path) =>
      keyLiteralsIn(readFileSync(join(root, path), 'utf8'))
        .filter((key) => !isMessageKey(key))
        .map((key) => `${path}: ${key}`),
    );
    expect(unknown).toEqual([]);
  });
});

describe('translate', () => {
  // The spec's words; English ones begin with a capital letter, as every message does.
  it('gives the spec wording', () => {
    expect(translate('fr', 'validation.password_weak')).toBe('La sécurité du mot de passe est trop faible');
    expect(translate('fr', 'validation.shares_invalid')).toBe("Le nombre d'actions est incorrect\u202f!");
    expect(translate('en', 'validation.phone_format')).toBe('Telephone number format is incorrect');
    expect(translate('en', 'validation.email_format')).toBe('Incorrect e-mail format');
    expect(translate('en', 'validation.email_mismatch')).toBe('E-mail addresses do not match');
    expect(translate('en', 'validation.password_mismatch')).toBe('Passwords do not match');
    expect(translate('en', 'validation.gender_required')).toBe('Please confirm or choose a title');
    expect(translate('fr', 'error.no_pending_request')).toBe(
      "Vous n'avez aucune demande d'ouverture en cours.",
    );
  });

  it('carries parameters inside a message and fills them', () => {
    const text = messageWithParams('validation.amount_min', { minAmount: 500 });
    expect(text).toBe('validation.amount_min?minAmount=500');
    expect(parseMessage(text)).toEqual({ key: 'validation.amount_min', params: { minAmount: '500' } });
    expect(translate('fr', text)).toBe('Veuillez saisir un montant supérieur à 500\u00a0€.');
    expect(translate('de', 'validation.amount_min', { minAmount: 50 })).toBe(
      'Bitte geben Sie einen Betrag über 50\u00a0€ ein.',
    );
  });

  it('writes amounts and numbers the way each language does', () => {
    const over = message('validation.amount_min', { minAmount: 50_000 });
    expect(translate('fr', over)).toBe('Veuillez saisir un montant supérieur à 50\u202f000\u00a0€.');
    expect(translate('en', over)).toBe('Please enter an amount greater than €50,000.');
    expect(translate('de', over)).toBe('Bitte geben Sie einen Betrag über 50.000\u00a0€ ein.');
    expect(translate('fr', message('validation.amount_min', { minAmount: 12.5 }))).toBe(
      'Veuillez saisir un montant supérieur à 12,50\u00a0€.',
    );
    // A plain placeholder given a number writes it as a number of the language.
    expect(translate('fr', message('document.too_many_files', { count: 1500 }))).toBe(
      'Trop de fichiers\u00a0: 1\u202f500 au maximum',
    );
    expect(translate('de', message('document.file_too_large', { max: 1.5 }))).toBe(
      'Die Datei ist zu groß (maximale Größe: 1,5 MB)',
    );
    // Text stays text, even when it looks like a number (an SCA code keeps its leading zero).
    expect(translate('en', message('sca.code.text', { code: '012345', minutes: 5 }))).toBe(
      'Your verification code: 012345. It expires in 5 minutes.',
    );
  });

  it('translates the messages given as parameters in the same language', () => {
    const missing = message('document.missing', { document: message('document.kind.identity_card') });
    const prefixed = message('error.person_prefixed', { name: 'Jean Dupont', message: missing });
    expect(translate('fr', prefixed)).toBe("Jean Dupont\u00a0: Document manquant\u00a0: Pièce d'identité");
    expect(translate('en', prefixed)).toBe('Jean Dupont: Missing document: Identity document');
  });

  it('returns unknown keys and plain text as they are', () => {
    expect(isMessageKey('nope')).toBe(false);
    expect(isMessageKey('toString')).toBe(false);
    expect(translate('en', 'Some server text')).toBe('Some server text');
    expect(translate('en', 'a?b=1')).toBe('a?b=1');
  });

  it('tells a Message from other values', () => {
    expect(isMessage(message('error.generic'))).toBe(true);
    expect(isMessage({ key: 'nope', params: {} })).toBe(false);
    expect(isMessage('error.generic')).toBe(false);
    expect(isMessage(null)).toBe(false);
  });
});

describe('translateWith', () => {
  it("translates with the one catalogue given, as translate() does with that language's", () => {
    const text = message('error.person_prefixed', { name: 'Jan', message: message('error.generic') });
    expect(translateWith(messages.de, 'de', text)).toBe(translate('de', text));
    expect(translateWith(messages.en, 'en', 'validation.amount_min?minAmount=500')).toBe(
      translate('en', 'validation.amount_min?minAmount=500'),
    );
    // A key the catalogue lacks is text, returned as it is.
    expect(translateWith({} as typeof messages.fr, 'fr', 'validation.required')).toBe('validation.required');
  });
});

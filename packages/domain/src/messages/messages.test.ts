import { describe, expect, it } from 'vitest';
import { LOCALES } from '../locale';
import { fr } from './fr';
import { isMessageKey, messages, messageWithParams, parseMessage, translate } from './index';

describe('messages', () => {
  it('has every key, non-empty, in fr, en and de', () => {
    const keys = Object.keys(fr);
    for (const locale of LOCALES) {
      expect(Object.keys(messages[locale]).sort(), locale).toEqual([...keys].sort());
      for (const key of keys)
        expect(messages[locale][key as keyof typeof fr].trim(), `${locale} ${key}`).not.toBe('');
    }
  });

  it('uses the same placeholders in every language', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    for (const key of Object.keys(fr) as (keyof typeof fr)[]) {
      for (const locale of LOCALES) {
        expect(placeholders(messages[locale][key]), `${locale} ${key}`).toEqual(placeholders(fr[key]));
      }
    }
  });

  it('gives the spec wording', () => {
    expect(translate('fr', 'validation.password_weak')).toBe('La sécurité du mot de passe est trop faible');
    expect(translate('fr', 'validation.shares_invalid')).toBe("Le nombre d'actions est incorrect !");
    expect(translate('en', 'validation.phone_format')).toBe('telephone number format is incorrect');
    expect(translate('en', 'validation.email_format')).toBe('incorrect e-mail format');
    expect(translate('en', 'validation.email_mismatch')).toBe('e-mail addresses do not match');
    expect(translate('en', 'validation.password_mismatch')).toBe('passwords do not match');
    expect(translate('en', 'validation.gender_required')).toBe('please confirm or choose a title');
    expect(translate('fr', 'error.no_pending_request')).toBe(
      "Vous n'avez aucune demande d'ouverture en cours.",
    );
  });

  it('carries parameters inside a message and fills them', () => {
    const message = messageWithParams('validation.amount_min', { minAmount: 500 });
    expect(message).toBe('validation.amount_min?minAmount=500');
    expect(parseMessage(message)).toEqual({ key: 'validation.amount_min', params: { minAmount: '500' } });
    expect(translate('fr', message)).toBe('Veuillez saisir un montant supérieur à 500 €.');
    expect(translate('de', 'validation.amount_min', { minAmount: 50 })).toBe(
      'Bitte geben Sie einen Betrag über 50 € ein.',
    );
  });

  it('returns unknown keys as they are', () => {
    expect(isMessageKey('nope')).toBe(false);
    expect(translate('en', 'Some server text')).toBe('Some server text');
    expect(translate('en', 'a?b=1')).toBe('a?b=1');
  });
});

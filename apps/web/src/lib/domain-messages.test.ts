import { messages } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { loadDomainMessages, translateText } from './domain-messages';

// The test setup starts the app's words in French (initI18n('fr')), as the app does for a French visitor.
describe("the domain's messages in the web app", () => {
  it('translate in the languages loaded, with their placeholders filled', async () => {
    expect(translateText('fr', 'validation.required')).toBe(messages.fr['validation.required']);
    await loadDomainMessages('de');
    expect(translateText('de', 'validation.required')).toBe(messages.de['validation.required']);
    expect(translateText('de', 'validation.amount_min?minAmount=500')).toContain('500');
  });

  it('fall back to French for a language not loaded, and leave server text as it is', () => {
    expect(translateText('en', 'validation.required')).toBe(messages.fr['validation.required']);
    expect(translateText('en', 'Texte déjà traduit par le serveur')).toBe(
      'Texte déjà traduit par le serveur',
    );
  });
});

import { type LocalizedMessages, translator } from '../auth/localized-messages';

type Key = 'email_taken';

const messages: LocalizedMessages<Key> = {
  fr: { email_taken: 'Un compte existe déjà avec cette adresse e-mail.' },
  en: { email_taken: 'An account already exists with this e-mail address.' },
  de: { email_taken: 'Mit dieser E-Mail-Adresse besteht bereits ein Konto.' },
};

export const userText = translator(messages);

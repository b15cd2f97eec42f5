import { type LocalizedMessages, translator } from '../auth/localized-messages';

type Key = 'app_check_failed';

const messages: LocalizedMessages<Key> = {
  fr: { app_check_failed: 'La vérification de votre navigateur a échoué. Veuillez recharger la page.' },
  en: { app_check_failed: 'Your browser could not be verified. Please reload the page.' },
  de: { app_check_failed: 'Ihr Browser konnte nicht überprüft werden. Bitte laden Sie die Seite neu.' },
};

export const appCheckText = translator(messages);

import 'i18next';
import type applicationFr from './application.fr.json';
import type fr from './fr.json';
import type journeyFr from './journey.fr.json';
import type scaFr from './sca.fr.json';

// Typed keys: t('home.title') is checked against the French resources at compile time.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof fr & typeof journeyFr & typeof scaFr & typeof applicationFr };
    returnNull: false;
  }
}

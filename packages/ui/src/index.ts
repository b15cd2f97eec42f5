// What the web apps share: the translation engine and the QR code. The customer app's and the
// back-office's shared UI primitives (form fields, modals, alerts) are meant to come here too.
export * from './i18n/preferred-locale';
export * from './i18n/translation-hooks';
export type * from './i18n/translation-keys';
export * from './i18n/translator';
export * from './qr-code';

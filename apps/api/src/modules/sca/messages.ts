import type { Locale } from '@app/domain';

/** Texts of the SCA module: codes sent by e-mail and SMS, errors and action descriptions. */
const fr = {
  'sca.code.subject': 'Votre code de vérification',
  'sca.code.text': 'Votre code de vérification : {code}. Il expire dans {minutes} minutes.',
  'sca.code.enroll_text':
    'Votre code pour activer la vérification en deux étapes : {code}. Il expire dans {minutes} minutes.',
  'sca.code.warning': 'Ne communiquez jamais ce code. La banque ne vous le demandera jamais par téléphone.',
  'sca.error.required': 'Une vérification en deux étapes est nécessaire pour continuer.',
  'sca.error.failed': "La vérification en deux étapes n'a pas abouti",
  'sca.error.code_invalid': 'Le code est incorrect.',
  'sca.error.too_many_attempts': 'Trop de codes erronés. Demandez un nouveau code.',
  'sca.error.expired': 'Le code a expiré. Demandez un nouveau code.',
  'sca.error.rejected': "L'opération a été refusée depuis votre application.",
  'sca.error.not_accepted': "L'opération n'a pas encore été acceptée dans votre application.",
  'sca.error.already_used': 'Cette vérification a déjà été utilisée.',
  'sca.error.send_limit': 'Trop de codes envoyés. Veuillez réessayer dans quelques minutes.',
  'sca.error.challenge_send_limit':
    "Trop de codes envoyés pour cette vérification. Recommencez l'opération pour en recevoir un nouveau.",
  'sca.error.no_method': "Aucune méthode de vérification n'est configurée.",
  'sca.error.method_unavailable': "Cette méthode de vérification n'est pas disponible.",
  'sca.error.pairing_invalid': "Le code d'appairage est invalide ou a expiré.",
  'sca.error.signature_invalid': "La signature de l'appareil est invalide.",
  'sca.method.app': 'Application mobile',
  'sca.action.company.complete': "Finaliser l'ouverture de votre compte",
  'sca.action.login.new_device': 'Connexion depuis un nouvel appareil',
  'sca.action.sca.enroll': 'Ajouter une méthode de vérification en deux étapes',
  'sca.action.default': 'Confirmer une opération sensible',
} as const;

export type ScaMessageKey = keyof typeof fr;

const en: Record<ScaMessageKey, string> = {
  'sca.code.subject': 'Your verification code',
  'sca.code.text': 'Your verification code: {code}. It expires in {minutes} minutes.',
  'sca.code.enroll_text':
    'Your code to turn on two-step verification: {code}. It expires in {minutes} minutes.',
  'sca.code.warning': 'Never share this code. The bank will never ask you for it on the phone.',
  'sca.error.required': 'Two-step verification is needed to continue.',
  'sca.error.failed': 'Two-step verification was not successful',
  'sca.error.code_invalid': 'The code is incorrect.',
  'sca.error.too_many_attempts': 'Too many wrong codes. Ask for a new code.',
  'sca.error.expired': 'The code has expired. Ask for a new code.',
  'sca.error.rejected': 'The operation was refused in your app.',
  'sca.error.not_accepted': 'The operation has not been accepted in your app yet.',
  'sca.error.already_used': 'This verification has already been used.',
  'sca.error.send_limit': 'Too many codes sent. Please try again in a few minutes.',
  'sca.error.challenge_send_limit':
    'Too many codes sent for this verification. Start the operation again to get a new one.',
  'sca.error.no_method': 'No verification method is set up.',
  'sca.error.method_unavailable': 'This verification method is not available.',
  'sca.error.pairing_invalid': 'The pairing code is invalid or has expired.',
  'sca.error.signature_invalid': 'The device signature is invalid.',
  'sca.method.app': 'Mobile app',
  'sca.action.company.complete': 'Complete the opening of your account',
  'sca.action.login.new_device': 'Sign-in from a new device',
  'sca.action.sca.enroll': 'Add a two-step verification method',
  'sca.action.default': 'Confirm a sensitive operation',
};

const de: Record<ScaMessageKey, string> = {
  'sca.code.subject': 'Ihr Bestätigungscode',
  'sca.code.text': 'Ihr Bestätigungscode: {code}. Er läuft in {minutes} Minuten ab.',
  'sca.code.enroll_text':
    'Ihr Code zum Aktivieren der Zwei-Schritt-Verifizierung: {code}. Er läuft in {minutes} Minuten ab.',
  'sca.code.warning': 'Geben Sie diesen Code niemals weiter. Die Bank fragt Sie niemals telefonisch danach.',
  'sca.error.required': 'Zum Fortfahren ist eine Zwei-Schritt-Verifizierung erforderlich.',
  'sca.error.failed': 'Die Zwei-Schritt-Verifizierung war nicht erfolgreich',
  'sca.error.code_invalid': 'Der Code ist falsch.',
  'sca.error.too_many_attempts': 'Zu viele falsche Codes. Fordern Sie einen neuen Code an.',
  'sca.error.expired': 'Der Code ist abgelaufen. Fordern Sie einen neuen Code an.',
  'sca.error.rejected': 'Der Vorgang wurde in Ihrer App abgelehnt.',
  'sca.error.not_accepted': 'Der Vorgang wurde in Ihrer App noch nicht bestätigt.',
  'sca.error.already_used': 'Diese Verifizierung wurde bereits verwendet.',
  'sca.error.send_limit': 'Zu viele Codes gesendet. Bitte versuchen Sie es in einigen Minuten erneut.',
  'sca.error.challenge_send_limit':
    'Zu viele Codes für diese Verifizierung gesendet. Starten Sie den Vorgang erneut, um einen neuen zu erhalten.',
  'sca.error.no_method': 'Es ist keine Verifizierungsmethode eingerichtet.',
  'sca.error.method_unavailable': 'Diese Verifizierungsmethode ist nicht verfügbar.',
  'sca.error.pairing_invalid': 'Der Kopplungscode ist ungültig oder abgelaufen.',
  'sca.error.signature_invalid': 'Die Signatur des Geräts ist ungültig.',
  'sca.method.app': 'Mobile App',
  'sca.action.company.complete': 'Die Eröffnung Ihres Kontos abschließen',
  'sca.action.login.new_device': 'Anmeldung von einem neuen Gerät',
  'sca.action.sca.enroll': 'Eine Methode der Zwei-Schritt-Verifizierung hinzufügen',
  'sca.action.default': 'Einen sensiblen Vorgang bestätigen',
};

export const scaMessages: Record<Locale, Record<ScaMessageKey, string>> = { fr, en, de };

export function scaText(
  locale: Locale,
  key: ScaMessageKey,
  params: Record<string, string | number> = {},
): string {
  return scaMessages[locale][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** What the user is asked to confirm, in their language; unknown actions get a generic text. */
export function actionDescription(locale: Locale, action: string): string {
  const key = `sca.action.${action}`;
  return key in fr ? scaText(locale, key as ScaMessageKey) : scaText(locale, 'sca.action.default');
}

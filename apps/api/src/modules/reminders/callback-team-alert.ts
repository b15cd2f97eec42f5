import { type Locale, type MobileReminder, queuePromiseOf } from '@app/domain';

interface CallbackAlertInput {
  id: string;
  reminder: MobileReminder;
  email: string;
  language: Locale;
  now: Date;
  brandName: string;
}

/** The team's alert for a new call-back request, in French (the team's language), with the promised date. */
export function callbackTeamAlert({ id, reminder, email, language, now, brandName }: CallbackAlertInput) {
  const due = queuePromiseOf('callback', { createdAt: now, status: 'open' }, now).due_at ?? '';
  const text = [
    `Demande de rappel reçue via la notice mobile (${brandName}).`,
    `À rappeler au plus tard le ${due.slice(0, 16).replace('T', ' ')} (UTC), deux jours ouvrés après la demande.`,
    '',
    `Nom : ${reminder.first_name} ${reminder.last_name}`,
    `Téléphone : ${reminder.phone}`,
    `E-mail : ${email}`,
    `Entreprise : ${reminder.company_name} (${reminder.company_size})`,
    `Langue : ${language}`,
    `Référence : ${id}`,
  ].join('\n');
  return { subject: `[Rappel] ${reminder.first_name} ${reminder.last_name}`, text };
}

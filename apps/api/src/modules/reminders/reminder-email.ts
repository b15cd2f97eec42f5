import type { Locale } from '@app/domain';
import { paragraphs } from '../../messaging/html';

interface ReminderEmailInput {
  firstName: string;
  brandName: string;
  url: string;
}

const templates: Record<Locale, (input: ReminderEmailInput) => { subject: string; text: string }> = {
  fr: ({ firstName, brandName, url }) => ({
    subject: `${brandName} : ouvrez votre compte professionnel depuis un ordinateur`,
    text: `Bonjour ${firstName},\n\nVous avez demandé à être rappelé(e) pour ouvrir votre compte professionnel ${brandName}. L'ouverture se fait depuis un ordinateur, en une vingtaine de minutes, à l'adresse suivante :\n${url}\n\nMunissez-vous de votre pièce d'identité, d'un justificatif de domicile de moins de 3 mois et des statuts de votre société.\n\nNotre équipe peut aussi vous rappeler pour vous accompagner.\n\nL'équipe ${brandName}`,
  }),
  en: ({ firstName, brandName, url }) => ({
    subject: `${brandName}: open your business account from a computer`,
    text: `Hello ${firstName},\n\nYou asked us to remind you to open your ${brandName} business account. Opening takes about twenty minutes on a computer, at:\n${url}\n\nPlease have your identity document, a proof of address less than 3 months old and your company's articles of association at hand.\n\nOur team can also call you back to help.\n\nThe ${brandName} team`,
  }),
  de: ({ firstName, brandName, url }) => ({
    subject: `${brandName}: Eröffnen Sie Ihr Geschäftskonto am Computer`,
    text: `Guten Tag ${firstName},\n\nSie haben um eine Erinnerung zur Eröffnung Ihres ${brandName}-Geschäftskontos gebeten. Die Eröffnung dauert am Computer etwa zwanzig Minuten, unter:\n${url}\n\nHalten Sie bitte Ihr Ausweisdokument, einen Wohnsitznachweis (nicht älter als 3 Monate) und die Satzung Ihrer Gesellschaft bereit.\n\nUnser Team kann Sie auch zurückrufen und Ihnen helfen.\n\nIhr ${brandName}-Team`,
  }),
};

/** The reminder sent to a mobile visitor, in their language. */
export function reminderEmail(locale: Locale, input: ReminderEmailInput) {
  const { subject, text } = templates[locale](input);
  return { subject, text, html: paragraphs(text) };
}

import { type InfoDocument, list, note, paragraph } from '../document';
import { BANK } from './bank';

export const contactDe: InfoDocument = {
  name: 'contact',
  locale: 'de',
  title: 'Kontakt',
  edition: 'Stand: 1. November 2026',
  numbered: false,
  lead: [
    'Unsere auf Gesundheitsberufe spezialisierten Berater beantworten Ihre Fragen vor, während und nach der Eröffnung Ihres Kontos. Sie antworten auf Französisch und Englisch.',
  ],
  sections: [
    {
      id: 'opening',
      heading: 'Ihre Kontoeröffnung',
      blocks: [
        list(
          `Per E-Mail: ${BANK.openingEmail}; wir antworten innerhalb von zwei Werktagen.`,
          `Telefonisch: ${BANK.phoneFromAbroad} (normaler Tarif), montags bis freitags von 8:30 bis 19 Uhr und samstags von 9 bis 13 Uhr (Pariser Zeit).`,
        ),
        paragraph(
          'Damit wir Ihnen schnell helfen können, nennen Sie die für Ihren Antrag verwendete E-Mail-Adresse und, falls vorhanden, die SIREN-Nummer Ihrer Praxis. Senden Sie niemals Ausweisdokumente oder Passwörter per E-Mail: Laden Sie Ihre Nachweise im gesicherten Bereich des Dienstes hoch.',
        ),
      ],
    },
    {
      id: 'customers',
      heading: 'Sie sind bereits Kunde',
      blocks: [
        paragraph(
          'Ihr Berater ist über die gesicherte Nachrichtenfunktion Ihres Kundenbereichs und der mobilen App sowie unter der oben genannten Nummer erreichbar. Ihre Kontoauszüge, Ihre Bankverbindung (RIB) und Ihre Vertragsunterlagen stehen Ihnen dort jederzeit zur Verfügung.',
        ),
      ],
    },
    {
      id: 'card',
      heading: 'Verlust oder Diebstahl Ihrer Karte',
      blocks: [
        paragraph(
          `Lassen Sie Ihre Karte sofort über die mobile App oder telefonisch unter ${BANK.cardBlocking} sperren, an 7 Tagen der Woche rund um die Uhr. Bei Diebstahl oder missbräuchlicher Verwendung erstatten Sie außerdem Anzeige bei der Polizei.`,
        ),
      ],
    },
    {
      id: 'fraud',
      heading: 'Verdächtige Nachricht oder Betrugsversuch',
      blocks: [
        note(
          'Wir werden Sie niemals nach Ihren Bestätigungscodes, Ihrem Passwort oder Ihren vollständigen Kartendaten fragen – weder telefonisch noch per E-Mail oder SMS. Werden Sie danach gefragt, legen Sie auf und wenden Sie sich unter der gewohnten Nummer an uns.',
        ),
        paragraph(
          'Melden Sie uns verdächtige Nachrichten oder Anrufe unverzüglich. Hilfe finden Sie auch unter www.cybermalveillance.gouv.fr.',
        ),
      ],
    },
    {
      id: 'complaints',
      heading: 'Beschwerden',
      blocks: [
        paragraph(
          `Richten Sie Ihre Beschwerde über Ihren Kundenbereich oder per E-Mail (${BANK.complaintsEmail}) an die Kundenbetreuung. Wir bestätigen den Eingang innerhalb von zehn Geschäftstagen und antworten innerhalb von höchstens zwei Monaten (fünfzehn Geschäftstage bei einem Zahlungsdienst). Sind Sie mit der Antwort nicht zufrieden, können Sie sich kostenlos an den Bankenschlichter wenden, wie in den Allgemeinen Geschäftsbedingungen beschrieben.`,
        ),
      ],
    },
    {
      id: 'privacy',
      heading: 'Ihre personenbezogenen Daten',
      blocks: [
        paragraph(
          `Um Ihre Rechte an Ihren Daten auszuüben, schreiben Sie an den Datenschutzbeauftragten: ${BANK.privacyEmail}.`,
        ),
      ],
    },
  ],
};

import { type InfoDocument, list, paragraph } from '../document';
import { BANK } from './bank';

export const legalNoticesDe: InfoDocument = {
  name: 'legal-notices',
  locale: 'de',
  title: 'Impressum und rechtliche Hinweise',
  edition: 'Stand: 1. November 2026',
  numbered: false,
  lead: [
    'Angaben nach dem französischen Gesetz Nr. 2004-575 vom 21. Juni 2004 über das Vertrauen in die digitale Wirtschaft zum Dienst für die Online-Eröffnung von Geschäftskonten.',
  ],
  sections: [
    {
      id: 'publisher',
      heading: 'Herausgeber des Dienstes',
      blocks: [
        paragraph(
          'Der Dienst für die Online-Kontoeröffnung wird im Auftrag der Partnermarke von der Partnerbank herausgegeben, einem von der französischen Aufsichts- und Abwicklungsbehörde (ACPR) zugelassenen Kreditinstitut. Ihre Firma, Rechtsform, ihr Stammkapital, die Anschrift ihres Sitzes und ihre Nummer im Handels- und Gesellschaftsregister sind in den Besonderen Bedingungen des Kontovertrags und auf jedem Kontoauszug angegeben.',
        ),
        paragraph(`Website: ${BANK.website}. Telefon: ${BANK.phoneFromAbroad}.`),
        paragraph('Verantwortlich für den Inhalt: der Generaldirektor der Partnerbank.'),
      ],
    },
    {
      id: 'intermediary',
      heading: 'Partnermarke',
      blocks: [
        paragraph(
          'Die einer Versicherungsgruppe angehörende Partnermarke stellt das Geschäftskontoangebot als Vermittler von Bankgeschäften und Zahlungsdiensten vor; sie ist nicht ausschließlicher Beauftragter der Partnerbank. Ihre Eintragung kann im einheitlichen Vermittlerregister der ORIAS (www.orias.fr) überprüft werden.',
        ),
      ],
    },
    {
      id: 'supervision',
      heading: 'Aufsichtsbehörde',
      blocks: [
        paragraph(
          'Die Partnerbank untersteht der Aufsicht der französischen Aufsichts- und Abwicklungsbehörde (ACPR), 4 place de Budapest, CS 92459, 75436 Paris Cedex 09, Frankreich (www.acpr.banque-france.fr). Die Liste der zugelassenen Institute kann im Register der Finanzakteure (www.regafi.fr) eingesehen werden.',
        ),
      ],
    },
    {
      id: 'hosting',
      heading: 'Hosting',
      blocks: [
        paragraph(
          'Der Dienst wird vom nach ISO/IEC 27001 zertifizierten Hosting-Dienstleister der Partnerbank in Rechenzentren in der Europäischen Union betrieben. Die Daten werden bei der Übertragung und im Ruhezustand verschlüsselt; hochgeladene Nachweise werden verschlüsselt gespeichert und sind nur befugten Personen zugänglich.',
        ),
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Geistiges Eigentum',
      blocks: [
        paragraph(
          'Die Inhalte des Dienstes (Texte, Marken, Logos, Abbildungen, Software) sind urheber- und markenrechtlich geschützt. Jede vollständige oder teilweise Vervielfältigung oder Wiedergabe ohne vorherige Zustimmung der Rechteinhaber ist untersagt.',
        ),
      ],
    },
    {
      id: 'personal-data',
      heading: 'Personenbezogene Daten',
      blocks: [
        paragraph(
          'Die erhobenen Angaben sind für die Prüfung Ihres Antrags, die Eröffnung Ihres Kontos und die Erfüllung der gesetzlichen Pflichten der Bank (Kundensorgfaltspflichten, Bekämpfung von Geldwäsche und Terrorismusfinanzierung) erforderlich. Verantwortliche ist die Partnerbank.',
        ),
        list(
          'Sie haben das Recht auf Auskunft, Berichtigung, Löschung und Übertragbarkeit Ihrer Daten sowie das Recht auf Widerspruch und Einschränkung der Verarbeitung.',
          `Diese Rechte üben Sie gegenüber dem Datenschutzbeauftragten der Bank aus: ${BANK.privacyEmail}.`,
          'Sie können eine Beschwerde bei der französischen Datenschutzbehörde CNIL (www.cnil.fr) einreichen.',
        ),
        paragraph(
          'Zwecke, Empfänger und Speicherfristen sind im Artikel „Datenschutz und Bankgeheimnis“ der Allgemeinen Geschäftsbedingungen beschrieben.',
        ),
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies',
      blocks: [
        paragraph(
          'Der Dienst verwendet für seinen Betrieb unerlässliche Funktions-Cookies (Sitzung, Sicherheit, Speicherung Ihrer Auswahl) und nur mit Ihrer Einwilligung Cookies zur Reichweitenmessung. Sie können Ihre Auswahl jederzeit ändern, indem Sie die Cookies des Dienstes in Ihrem Browser löschen; das Einwilligungsbanner wird Ihnen dann erneut angezeigt. Ihre Auswahl wird 365 Tage gespeichert.',
        ),
      ],
    },
    {
      id: 'law',
      heading: 'Anwendbares Recht',
      blocks: [
        paragraph(
          'Diese Hinweise und die Nutzung des Dienstes unterliegen französischem Recht. Maßgeblich ist die französische Fassung.',
        ),
      ],
    },
  ],
};

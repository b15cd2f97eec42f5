import { type InfoDocument, note, paragraph, table } from '../document';

const COLUMNS = ['Leistung', 'Preis'];
const WIDTHS = [0.68, 0.32];

export const pricingDe: InfoDocument = {
  name: 'pricing',
  locale: 'de',
  title: 'Preisverzeichnis – Online-Geschäftskonto',
  edition: 'Auszug aus dem ab dem 1. November 2026 geltenden Preisverzeichnis',
  numbered: false,
  lead: [
    'Die wichtigsten Preise des online eröffneten Geschäftskontos für Angehörige der Gesundheitsberufe und ihre Praxisstrukturen. Die Preise sind in Euro einschließlich aller Steuern angegeben; die meisten Bankdienstleistungen sind von der Mehrwertsteuer befreit.',
  ],
  sections: [
    {
      id: 'account',
      heading: 'Eröffnung und Führung des Kontos',
      blocks: [
        table(COLUMNS, WIDTHS, [
          ['Online-Kontoeröffnung', 'Kostenlos'],
          [
            'Geschäftskonto-Abonnement: Kontoführung, Online-Banking und mobile App, Saldobenachrichtigungen, eine Visa Business Karte mit sofortiger Belastung',
            '12,00 € pro Monat',
          ],
          ['Monatlicher elektronischer Kontoauszug', 'Inbegriffen'],
          ['Kontoauszug auf Papier (auf Anfrage)', '2,50 € pro Versand'],
          ['Starke Authentifizierung per App, E-Mail oder SMS', 'Inbegriffen'],
          ['Schließung des Kontos', 'Kostenlos'],
        ]),
      ],
    },
    {
      id: 'capital',
      heading: 'Gesellschaftsgründung',
      blocks: [
        table(COLUMNS, WIDTHS, [
          [
            'Einzahlung des Stammkapitals und Hinterlegungsbescheinigung (Bescheinigung über die Einzahlung der Mittel)',
            'Kostenlos',
          ],
          ['Freigabe des Kapitals gegen Vorlage des Handelsregisterauszugs (Kbis)', 'Kostenlos'],
          ['Rückzahlung der Mittel an die Einleger, wenn die Gesellschaft nicht eingetragen wird', '50,00 €'],
        ]),
      ],
    },
    {
      id: 'cards',
      heading: 'Karten',
      blocks: [
        table(COLUMNS, WIDTHS, [
          ['Visa Business Karte mit sofortiger Belastung (erste Karte)', 'Im Abonnement inbegriffen'],
          ['Visa Business Karte mit aufgeschobener Belastung', '6,00 € pro Monat'],
          ['Zusatzkarte (Mitarbeiter, Gesellschafter)', '4,00 € pro Monat'],
          ['Kartenzahlung in Euro im Europäischen Wirtschaftsraum', 'Kostenlos'],
          [
            'Bargeldabhebung in Euro im Europäischen Wirtschaftsraum',
            '3 kostenlose Abhebungen pro Monat, danach 1,00 € pro Abhebung',
          ],
          [
            'Zahlung oder Abhebung in Fremdwährung außerhalb des Europäischen Wirtschaftsraums',
            '2 % des Betrags',
          ],
          ['Kartensperre (Verlust, Diebstahl, Betrug)', 'Kostenlos'],
          ['Ersatzkarte (außer nach Sperre)', '15,00 €'],
          ['Neuausstellung der PIN', '8,00 €'],
        ]),
      ],
    },
    {
      id: 'transfers',
      heading: 'Überweisungen',
      blocks: [
        table(COLUMNS, WIDTHS, [
          ['SEPA-Überweisung online, einmalig oder als Dauerauftrag', 'Inbegriffen'],
          ['SEPA-Echtzeitüberweisung online', 'Inbegriffen'],
          ['Eingehende SEPA-Überweisung', 'Kostenlos'],
          ['SEPA-Überweisung über einen Berater', '5,00 €'],
          [
            'Ausgehende internationale Überweisung außerhalb SEPA',
            '15,00 € zuzüglich der Entgelte der Empfängerbank',
          ],
          ['Eingehende internationale Überweisung außerhalb SEPA', '10,00 €'],
        ]),
      ],
    },
    {
      id: 'direct-debits',
      heading: 'Lastschriften und Inkasso',
      blocks: [
        table(COLUMNS, WIDTHS, [
          ['Einlösung einer SEPA-Lastschrift', 'Kostenlos'],
          ['Widerspruch gegen eine Lastschrift oder Widerruf eines Mandats', 'Kostenlos'],
          ['Beantragung einer SEPA-Gläubiger-Identifikationsnummer (ICS)', 'Kostenlos'],
          ['Einzug von SEPA-Lastschriften (pro Lastschrift)', '0,30 €'],
          ['Scheckeinreichung (per Post)', 'Kostenlos'],
          ['Scheckheft (auf Anfrage)', 'Kostenlos'],
        ]),
      ],
    },
    {
      id: 'incidents',
      heading: 'Unregelmäßigkeiten und Störungen',
      blocks: [
        table(COLUMNS, WIDTHS, [
          [
            'Bearbeitungsentgelt (Bearbeitung eines Vorgangs, der eine Unregelmäßigkeit in der Kontoführung verursacht)',
            '8,00 € pro Vorgang, höchstens 80,00 € pro Monat',
          ],
          ['Vorabinformation vor der Rückgabe eines ungedeckten Schecks', '15,00 €'],
          ['Rückgabe eines Schecks mangels Deckung', '30,00 € (Scheck bis 50 €), 50,00 € (Scheck über 50 €)'],
          ['Rückgabe einer Lastschrift mangels Deckung', '20,00 €, höchstens der Betrag des Vorgangs'],
          ['Sperre eines Schecks oder Scheckhefts', '15,00 €'],
          [
            'Entgelt für eine behördliche Drittschuldnerpfändung',
            '10 % des an die Staatskasse geschuldeten Betrags, höchstens 100,00 €',
          ],
          ['Entgelt für eine Forderungs- oder Sicherungspfändung', '100,00 €'],
          ['Mahnschreiben bei nicht genehmigtem Sollsaldo', '15,00 €'],
        ]),
        paragraph(
          'Sollzinsen für einen nicht genehmigten Sollsaldo werden zu dem in der vollständigen Broschüre angegebenen Satz berechnet und dürfen den geltenden Wucherzinssatz nicht überschreiten.',
        ),
      ],
    },
    {
      id: 'other',
      heading: 'Weitere Leistungen',
      blocks: [
        table(COLUMNS, WIDTHS, [
          ['Bescheinigung (Saldo, Kontoinhaberschaft) auf Wunsch des Kunden', '15,00 €'],
          ['Suche nach einem Beleg, der jünger als ein Jahr ist', '15,00 € pro Beleg'],
          ['Suche nach einem Beleg, der älter als ein Jahr ist', '30,00 € pro Beleg'],
          [
            'Entgelt für ein nachrichtenloses Konto (Artikel L. 312-19 ff. des französischen Währungs- und Finanzgesetzbuchs)',
            'Höchstens 30,00 € pro Jahr',
          ],
        ]),
        note(
          'Die vollständige Preisbroschüre mit allen Leistungen und dem zuständigen Schlichter wird Ihnen mit dem Kontovertrag übergeben und steht in Ihrem Kundenbereich zur Verfügung. Jede Preisänderung wird Ihnen mindestens zwei Monate vor ihrem Wirksamwerden mitgeteilt.',
        ),
      ],
    },
  ],
};

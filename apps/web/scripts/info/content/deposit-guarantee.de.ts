import { type InfoDocument, list, note, paragraph, table } from '../document';
import { FGDR } from './bank';

export const depositGuaranteeDe: InfoDocument = {
  name: 'deposit-guarantee',
  locale: 'de',
  title: 'Informationsbogen für Einleger',
  edition: 'Einlagensicherung – gültig ab dem 1. November 2026',
  numbered: false,
  lead: [
    'Dieser Standardbogen wird jedem Einleger vor Abschluss des Kontovertrags und danach einmal jährlich übergeben, gemäß Artikel L. 312-4 des französischen Währungs- und Finanzgesetzbuchs und der französischen Verordnung vom 27. Oktober 2015 über die Information der Einleger zur Einlagensicherung.',
  ],
  sections: [
    {
      id: 'basics',
      heading: 'Grundlegende Informationen über die Einlagensicherung',
      blocks: [
        table(
          ['Rubrik', 'Information'],
          [0.38, 0.62],
          [
            [
              'Einlagen bei der Partnerbank sind geschützt durch',
              'Fonds de garantie des dépôts et de résolution (FGDR), den französischen Einlagensicherungs- und Abwicklungsfonds',
            ],
            ['Sicherungsobergrenze', '100.000 € pro Einleger pro Kreditinstitut (1)'],
            [
              'Falls Sie mehrere Konten bei demselben Kreditinstitut haben',
              'Alle gesicherten Einlagen auf Ihren Konten bei demselben Kreditinstitut werden addiert, um den sicherungsfähigen Betrag zu ermitteln; die Entschädigung ist auf 100.000 € begrenzt (1)',
            ],
            [
              'Falls Sie ein Gemeinschaftskonto mit einer oder mehreren anderen Personen haben',
              'Die Obergrenze von 100.000 € gilt für jeden Einleger einzeln. Der Saldo des Gemeinschaftskontos wird auf die Mitinhaber aufgeteilt; der Anteil jedes Mitinhabers wird zur Berechnung der für ihn geltenden Obergrenze zu seinen eigenen Einlagen addiert (2)',
            ],
            ['Andere Sonderfälle', 'Siehe Anmerkung (2)'],
            ['Erstattungsfrist bei Ausfall des Kreditinstituts', 'Sieben Arbeitstage (3)'],
            ['Währung der Erstattung', 'Euro'],
            [
              'Kontaktdaten',
              `Fonds de garantie des dépôts et de résolution (FGDR), ${FGDR.address}, Frankreich. Telefon: ${FGDR.phoneFromAbroad}. E-Mail: ${FGDR.email}`,
            ],
            ['Weitere Informationen', `Siehe die Website des FGDR: ${FGDR.website}`],
            [
              'Empfangsbestätigung durch den Einleger',
              'Sie bestätigen den Empfang dieses Bogens, indem Sie bei der Annahme des Kontovertrags das dafür vorgesehene Kästchen ankreuzen (5)',
            ],
          ],
        ),
      ],
    },
    {
      id: 'limit',
      heading: '(1) Allgemeine Sicherungsobergrenze',
      blocks: [
        paragraph(
          'Sind Einlagen nicht verfügbar, weil ein Kreditinstitut seinen finanziellen Verpflichtungen nicht nachkommen kann, so werden die Einleger von einem Einlagensicherungssystem entschädigt. Die Entschädigung ist auf 100.000 € pro Person und pro Kreditinstitut begrenzt. Das heißt, dass bei der Ermittlung dieses Betrags alle Guthaben bei demselben Kreditinstitut addiert werden (vorbehaltlich gesetzlicher oder vertraglicher Bestimmungen über die Verrechnung mit Sollsalden). Die Obergrenze wird auf diese Gesamtsumme angewandt. Die sicherungsfähigen Einlagen und Personen sind in Artikel L. 312-4-1 des französischen Währungs- und Finanzgesetzbuchs aufgeführt (Einzelheiten auf der Website des FGDR).',
        ),
        note(
          'Hält ein Kunde beispielsweise ein sicherungsfähiges Sparkonto (außer Livret A, Livret de développement durable et solidaire und Livret d’épargne populaire) mit einem Guthaben von 90.000 € und ein Girokonto mit einem Guthaben von 20.000 €, so ist die Entschädigung auf 100.000 € begrenzt.',
        ),
        paragraph(
          'Diese Methode wird auch angewandt, wenn ein Kreditinstitut unter verschiedenen Marken auftritt. Das bedeutet, dass alle Einlagen einer Person, die unter diesen Marken angenommen wurden, insgesamt bis zu 100.000 € entschädigt werden.',
        ),
      ],
    },
    {
      id: 'special-cases',
      heading: '(2) Wichtigste Sonderfälle',
      blocks: [
        list(
          'Gemeinschaftskonten werden zu gleichen Teilen auf die Mitinhaber aufgeteilt, sofern der Vertrag keinen anderen Aufteilungsschlüssel vorsieht. Der Anteil jedes Mitinhabers wird zu seinen übrigen Konten oder Einlagen addiert, und diese Summe ist bis 100.000 € gesichert.',
          'Konten, an denen mindestens zwei Personen als Miteigentümer, Gesellschafter einer Gesellschaft, Mitglieder eines Vereins oder einer ähnlichen Vereinigung ohne Rechtspersönlichkeit berechtigt sind, werden zusammengefasst und so behandelt, als wären sie von einem einzigen Einleger getätigt, der von den Miteigentümern oder Gesellschaftern verschieden ist.',
          'Konten eines Einzelunternehmers, die eröffnet wurden, um das Vermögen und die Bankeinlagen seiner beruflichen Tätigkeit aufzunehmen, werden zusammengefasst und so behandelt, als wären sie von einem einzigen Einleger getätigt, der von den übrigen Konten dieser Person verschieden ist.',
          'Guthaben auf Livrets A, Livrets de développement durable et solidaire (LDDS) und Livrets d’épargne populaire (LEP) sind unabhängig von der für die übrigen Konten geltenden Gesamtobergrenze von 100.000 € gesichert. Diese Sicherung umfasst die auf allen diesen Sparbüchern eines Inhabers eingezahlten Beträge und die darauf entfallenden Zinsen bis 100.000 €.',
          'Bestimmte außergewöhnliche Einlagen (Beträge aus einem Immobiliengeschäft über eine dem Einleger gehörende Wohnimmobilie; Beträge, die als Kapitalentschädigung für einen vom Einleger erlittenen Schaden gezahlt werden; Beträge aus der Kapitalauszahlung einer Altersvorsorgeleistung oder einer Erbschaft) sind für einen begrenzten Zeitraum nach ihrem Eingang über 100.000 € hinaus gesichert.',
        ),
        paragraph('Einzelheiten zu diesen Fällen finden Sie auf der Website des FGDR.'),
      ],
    },
    {
      id: 'payout',
      heading: '(3) Entschädigung',
      blocks: [
        paragraph(
          'Der FGDR stellt den Einlegern und Berechtigten die Entschädigung für die gesicherten Einlagen sieben Arbeitstage nach dem Tag zur Verfügung, an dem die französische Aufsichts- und Abwicklungsbehörde (ACPR) die Nichtverfügbarkeit der Einlagen des angeschlossenen Instituts nach Artikel L. 312-5 I Absatz 1 des französischen Währungs- und Finanzgesetzbuchs feststellt.',
        ),
        paragraph(
          'Diese Frist gilt für Entschädigungen, die weder eine besondere Bearbeitung noch zusätzliche Angaben zur Ermittlung des Entschädigungsbetrags oder zur Identifizierung des Einlegers erfordern. Sind eine besondere Bearbeitung oder zusätzliche Angaben erforderlich, wird die Entschädigung so bald wie möglich ausgezahlt.',
        ),
        paragraph('Die Entschädigung wird nach Wahl des FGDR bereitgestellt:'),
        list(
          'entweder durch Zusendung eines Verrechnungsschecks per Einschreiben mit Rückschein;',
          'oder durch Bereitstellung der erforderlichen Informationen in einem eigens dafür eingerichteten gesicherten Internetbereich, der über die offizielle Website des FGDR erreichbar ist, damit der Berechtigte das neue Bankkonto angeben kann, auf das die Entschädigung überwiesen werden soll.',
        ),
      ],
    },
    {
      id: 'other',
      heading: '(4) Weitere wichtige Informationen',
      blocks: [
        paragraph(
          'Grundsätzlich sind alle Kunden – Privatpersonen wie Unternehmen, unabhängig davon, ob ihre Konten privat oder beruflich eröffnet wurden – durch den FGDR geschützt. Die für bestimmte Einlagen oder Produkte geltenden Ausnahmen sind auf der Website des FGDR angegeben.',
        ),
        paragraph(
          'Ihr Kreditinstitut teilt Ihnen auf Anfrage mit, ob seine Produkte gesichert sind. Ist eine Einlage gesichert, bestätigt das Kreditinstitut dies auch auf dem regelmäßig und mindestens einmal jährlich versandten Kontoauszug.',
        ),
      ],
    },
    {
      id: 'acknowledgement',
      heading: '(5) Empfangsbestätigung',
      blocks: [
        paragraph(
          'Ist dieser Bogen den Allgemeinen oder Besonderen Bedingungen des Vertragsentwurfs beigefügt oder darin enthalten, wird sein Empfang bei der Unterzeichnung des Vertrags bestätigt. Bei der jährlichen Zusendung des Bogens nach Vertragsschluss wird der Empfang nicht bestätigt.',
        ),
      ],
    },
  ],
};

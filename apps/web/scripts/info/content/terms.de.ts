import { type InfoDocument, list, note, paragraph } from '../document';
import { BANK } from './bank';

export const termsDe: InfoDocument = {
  name: 'terms',
  locale: 'de',
  title: 'Allgemeine Geschäftsbedingungen und Vertrag über das Geschäftskonto',
  edition: 'Gültig ab dem 1. November 2026',
  numbered: true,
  lead: [
    'Dieses Dokument fasst die Allgemeinen Geschäftsbedingungen des Vertrags über ein online bei der Partnerbank über die Partnermarke eröffnetes Geschäftsgirokonto zusammen. Zusammen mit den Besonderen Bedingungen, dem Preisverzeichnis und dem Informationsbogen für Einleger bildet es den Kontovertrag, den Sie im letzten Schritt Ihres Antrags annehmen.',
  ],
  sections: [
    {
      id: 'purpose',
      heading: 'Gegenstand und Vertragsunterlagen',
      blocks: [
        paragraph(
          'Der Vertrag regelt die Eröffnung und Führung eines Geschäftsgirokontos in Euro, der damit verbundenen Zahlungsmittel (Karte, Überweisungen, Lastschriften) und der Online-Banking-Dienste. Das Konto ist ausschließlich für Geschäfte der beruflichen Tätigkeit des Kontoinhabers bestimmt; es darf nicht für private Zahlungen genutzt werden.',
        ),
        paragraph('Der Vertrag besteht, in absteigender Rangfolge, aus:'),
        list(
          'den Besonderen Bedingungen, die den Kontoinhaber, seine Vertreter und das eröffnete Konto bezeichnen;',
          'diesen Allgemeinen Geschäftsbedingungen;',
          'dem Preisverzeichnis für Geschäftskunden;',
          'dem Informationsbogen für Einleger zur Einlagensicherung.',
        ),
        paragraph(
          'Diese Unterlagen werden Ihnen vor Ihrer Zustimmung auf einem dauerhaften Datenträger zur Verfügung gestellt: Sie können sie als PDF-Dateien herunterladen und aufbewahren. Ein unterzeichnetes Exemplar steht Ihnen anschließend jederzeit in Ihrem Kundenbereich zur Verfügung.',
        ),
      ],
    },
    {
      id: 'parties',
      heading: 'Vertragsparteien',
      blocks: [
        paragraph(
          'Das Konto wird von der Partnerbank eröffnet und geführt, einem von der französischen Aufsichts- und Abwicklungsbehörde (ACPR) zugelassenen und beaufsichtigten Kreditinstitut, nachstehend „die Bank“.',
        ),
        paragraph(
          'Die einer Versicherungsgruppe angehörende Partnermarke stellt das Angebot ihren Kunden und Mitgliedern als Vermittler von Bankgeschäften und Zahlungsdiensten vor; sie ist nicht ausschließlicher Beauftragter der Bank und im ORIAS-Register eingetragen (www.orias.fr). Sie nimmt keine Kundengelder entgegen und trifft keine Entscheidung über die Kontoeröffnung.',
        ),
        paragraph(
          'Kontoinhaber, nachstehend „der Kunde“, ist eine freiberuflich tätige Person aus einem Gesundheitsberuf oder die Struktur, über die sie ihren Beruf ausübt:',
        ),
        list(
          'ein Einzelunternehmer (Arzt, Zahnarzt, Apotheker, Physiotherapeut, Hebamme, Pflegekraft, Logopäde oder ein anderer Gesundheitsberuf), auch im Rahmen der Kleinstunternehmerregelung (micro-entreprise);',
          'eine Freiberuflergesellschaft (SEL, SELARL, SELAS, SELAFA, SELCA) oder eine Berufsgesellschaft bürgerlichen Rechts (SCP);',
          'eine Praxis- oder Apparategemeinschaft (SCM), eine Immobiliengesellschaft (SCI) oder eine andere Gesellschaft aus dem Gesundheitsbereich;',
          'ein Verein oder eine Vereinigung, die im Gesundheitsbereich tätig ist.',
        ),
        paragraph(
          'Ein Kunde, der eine juristische Person ist, handelt durch seinen gesetzlichen Vertreter oder eine ordnungsgemäß bevollmächtigte Person, die erklärt, über die erforderlichen Befugnisse zu verfügen.',
        ),
      ],
    },
    {
      id: 'opening',
      heading: 'Voraussetzungen der Kontoeröffnung',
      blocks: [
        paragraph(
          'Der Antrag wird online gestellt. Die Kontoeröffnung setzt voraus, dass die Bank den Antrag annimmt; sie kann ihn ohne Angabe von Gründen ablehnen. Der Kunde kann dann, wenn er die Voraussetzungen von Artikel L. 312-1 des französischen Währungs- und Finanzgesetzbuchs (Code monétaire et financier) erfüllt, die Banque de France ersuchen, ihm im Rahmen des Rechts auf ein Konto ein Institut zuzuweisen.',
        ),
        paragraph(
          'Der Kunde macht zutreffende Angaben und reicht vollständige, lesbare und aktuelle Nachweise ein, insbesondere:',
        ),
        list(
          'ein gültiges amtliches Ausweisdokument des gesetzlichen Vertreters, des Inhabers einer Vollmacht und jedes wirtschaftlich Berechtigten;',
          'einen Wohnsitznachweis, der nicht älter als drei Monate ist;',
          'bei einer bestehenden Tätigkeit: einen Handelsregisterauszug (Kbis), eine SIRENE-Registermitteilung oder einen Nachweis der Eintragung bei der Berufskammer oder im gemeinsamen Verzeichnis der Gesundheitsberufe (RPPS), jeweils nicht älter als drei Monate;',
          'bei einer Gesellschaft: die aktuelle Satzung und gegebenenfalls das Protokoll über die Bestellung der Geschäftsleitung; bei einem Verein: die Satzung und die Anmeldung bei der Präfektur (RNA-Nummer).',
        ),
        paragraph(
          'Die Unterlagen werden als PDF-, JPEG- oder PNG-Dateien im gesicherten Bereich des Dienstes hochgeladen. Die Bank kann alle weiteren Unterlagen anfordern, die zur Prüfung des Antrags erforderlich sind.',
        ),
      ],
    },
    {
      id: 'kyc',
      heading: 'Kundensorgfaltspflichten und Geldwäschebekämpfung',
      blocks: [
        paragraph(
          'Nach den Artikeln L. 561-1 ff. des französischen Währungs- und Finanzgesetzbuchs muss die Bank vor Aufnahme und während der gesamten Dauer der Geschäftsbeziehung die Identität des Kunden, seiner Vertreter und seiner wirtschaftlich Berechtigten feststellen und überprüfen, also der natürlichen Personen, die unmittelbar oder mittelbar mehr als 25 % des Kapitals oder der Stimmrechte halten oder die Gesellschaft auf andere Weise kontrollieren. Sie erhebt außerdem Angaben zu Zweck und Art der Geschäftsbeziehung, zur Tätigkeit, zur Herkunft der Mittel und zur vorgesehenen Nutzung des Kontos.',
        ),
        paragraph(
          'Der Kunde erklärt insbesondere, ob er selbst oder einer seiner wirtschaftlich Berechtigten eine politisch exponierte Person ist, ob er eine „US-Person“ im Sinne der FATCA-Vorschriften ist und ob er außerhalb Frankreichs steuerlich ansässig ist; diese Angaben werden nach Artikel 1649 AC des französischen Steuergesetzbuchs automatisch mit der Steuerverwaltung ausgetauscht.',
        ),
        paragraph(
          'Der Kunde teilt der Bank jede Änderung (Geschäftsleitung, Gesellschafter, Anschrift, Tätigkeit, Rechtsform) unverzüglich mit und legt die entsprechenden Nachweise vor. Liegen keine ausreichenden Angaben vor, kann die Bank die Ausführung eines Auftrags ablehnen, die Kontoführung aussetzen oder die Geschäftsbeziehung beenden. Die Bank unterliegt Meldepflichten gegenüber der Behörde Tracfin und wendet die Maßnahmen zum Einfrieren von Vermögenswerten nach den Artikeln L. 562-1 ff. desselben Gesetzbuchs an.',
        ),
      ],
    },
    {
      id: 'activation',
      heading: 'Aktivierung des Kontos',
      blocks: [
        paragraph(
          'Bestehende Tätigkeit. Da die Geschäftsbeziehung aus der Ferne aufgenommen wird, wendet die Bank die Überprüfungsmaßnahme nach Artikel R. 561-5-2 des französischen Währungs- und Finanzgesetzbuchs an: Das Konto wird erst aktiviert, wenn eine erste Überweisung von mindestens 50 € von einem Konto eingegangen ist, das auf den Namen des Kunden bei einem Kredit- oder Zahlungsinstitut in der Europäischen Union oder im Europäischen Wirtschaftsraum geführt wird. Dieser Betrag bleibt Eigentum des Kunden und steht ihm ab der Aktivierung auf dem Konto zur Verfügung. Geht diese Überweisung nicht innerhalb von 60 Tagen ein, wird der Antrag nicht weiterverfolgt.',
        ),
        paragraph(
          'Gesellschaft in Gründung. Auf dem Konto wird zunächst das Stammkapital eingezahlt: Jeder Einleger überweist den Betrag seiner Einlage von einem auf seinen Namen lautenden Konto. Sobald alle Mittel und die Liste der Zeichner vorliegen, stellt die Bank die Hinterlegungsbescheinigung (Bescheinigung über die Einzahlung der Mittel) aus, die für die Eintragung erforderlich ist. Die Mittel bleiben bis zur Vorlage des Handelsregisterauszugs (Kbis) der Gesellschaft gesperrt; danach wird das Konto zu einem Geschäftsgirokonto und das Kapital wird zugunsten der Gesellschaft freigegeben.',
        ),
        note(
          'Wird die Gesellschaft nicht innerhalb von sechs Monaten nach der ersten Einzahlung eingetragen, werden die Mittel den Einlegern auf ihren Antrag nach den Bestimmungen des französischen Handelsgesetzbuchs zurückgezahlt.',
        ),
      ],
    },
    {
      id: 'operation',
      heading: 'Kontoführung',
      blocks: [
        paragraph(
          'Das Konto muss ein Guthaben aufweisen. Eine Überziehung wird nur mit vorheriger schriftlicher Zustimmung der Bank eingeräumt, die Betrag, Dauer und Kosten festlegt. Ein nicht genehmigter Sollsaldo führt zu den im Preisverzeichnis vorgesehenen Gebühren und Zinsen, und die Bank kann Aufträge ablehnen, die einen solchen Sollsaldo verursachen würden.',
        ),
        paragraph(
          'Der Kunde erhält jeden Monat einen elektronischen Kontoauszug in seinem Kundenbereich. Er prüft die darin aufgeführten Umsätze und meldet Unstimmigkeiten unverzüglich. Kontoauszüge und Belege werden von der Bank während der gesetzlichen Fristen aufbewahrt.',
        ),
        paragraph(
          'Guthaben auf dem Konto werden nicht verzinst. Das Konto wird in Euro geführt; Umsätze in Fremdwährung werden zu dem am Verarbeitungstag von der Bank oder vom Kartennetz angewandten Kurs umgerechnet.',
        ),
      ],
    },
    {
      id: 'payments',
      heading: 'Zahlungsdienste',
      blocks: [
        paragraph(
          'Das Konto ermöglicht SEPA-Überweisungen einschließlich Echtzeitüberweisungen, SEPA-Lastschriften und eine Geschäftskarte. Eine vor dem täglichen Annahmeschluss eingegangene SEPA-Standardüberweisung wird dem Empfänger spätestens am Ende des folgenden Geschäftstags gutgeschrieben; eine Echtzeitüberweisung wird an jedem Tag des Jahres innerhalb von Sekunden ausgeführt.',
        ),
        paragraph(
          'Vor der Ausführung einer Überweisung prüft die Bank, ob der Name des Empfängers mit der angegebenen IBAN übereinstimmt, und teilt dem Kunden das Ergebnis mit. Der Kunde kann den Auftrag dennoch bestätigen; tut er dies trotz fehlender Übereinstimmung, haftet die Bank nicht für eine Ausführung zugunsten eines anderen Empfängers.',
        ),
        paragraph(
          'Der Kunde meldet jeden nicht autorisierten oder fehlerhaft ausgeführten Zahlungsvorgang unverzüglich, spätestens jedoch dreizehn Monate nach dem Tag der Belastung. Ein nicht autorisierter Zahlungsvorgang wird nicht erstattet, wenn der Kunde betrügerisch gehandelt oder seine Sicherheitsmerkmale grob fahrlässig verwahrt hat.',
        ),
      ],
    },
    {
      id: 'security',
      heading: 'Starke Kundenauthentifizierung und Sicherheit',
      blocks: [
        paragraph(
          'Gemäß der europäischen Zahlungsdiensterichtlinie (PSD2) und Artikel L. 133-44 des französischen Währungs- und Finanzgesetzbuchs wendet die Bank eine starke Authentifizierung an, wenn der Kunde online auf sein Konto zugreift, einen elektronischen Zahlungsvorgang auslöst oder eine sensible Handlung vornimmt, etwa den Abschluss seiner Kontoeröffnung oder das Hinzufügen eines Empfängers. Die starke Authentifizierung kombiniert mindestens zwei unabhängige Elemente aus den Kategorien Wissen (Passwort), Besitz (registriertes Telefon, mobile App) und Inhärenz (Fingerabdruck, Gesichtserkennung).',
        ),
        paragraph('Der Kunde verpflichtet sich:'),
        list(
          'sein Passwort und die per App, E-Mail oder SMS erhaltenen Bestätigungscodes streng vertraulich zu behandeln, sie niemals zusammen mit seinen Zugangsdaten zu notieren und sie niemandem mitzuteilen, auch nicht einer Person, die sich als Berater der Bank ausgibt;',
          'ein Gerät und ein E-Mail-Postfach zu verwenden, die nur er nutzt, und sie durch einen Code oder biometrische Daten zu schützen;',
          'die Bank unverzüglich über den Verlust, den Diebstahl oder jede missbräuchliche Verwendung seiner Sicherheitsmerkmale oder seines Telefons zu informieren.',
        ),
        note(
          'Die Bank wird Sie niemals nach Ihren Bestätigungscodes, Ihrem Passwort oder Ihren vollständigen Kartendaten fragen – weder telefonisch noch per E-Mail oder SMS.',
        ),
        paragraph(
          'Die Bank kann den Zugang zum Online-Banking oder die Nutzung eines Zahlungsinstruments aus Sicherheitsgründen oder bei Verdacht auf einen betrügerischen Vorgang sperren; sie informiert den Kunden nach Möglichkeit vor der Sperrung.',
        ),
      ],
    },
    {
      id: 'online',
      heading: 'Online-Dienste und Kommunikation',
      blocks: [
        paragraph(
          'Der Kunde greift über die Website und die mobile App der Bank auf sein Konto zu. Die Dienste stehen ständig zur Verfügung, außer bei Unterbrechungen wegen Wartung oder Störungen; die Bank bemüht sich, diese kurz zu halten und den Kunden im Voraus zu informieren.',
        ),
        paragraph(
          'Der Kunde ist damit einverstanden, Informationen zu seinem Konto, seine Kontoauszüge und Änderungen des Vertrags elektronisch zu erhalten, in seinem Kundenbereich oder an die von ihm angegebene E-Mail-Adresse, die er auf dem neuesten Stand zu halten verpflichtet ist. Die elektronischen Aufzeichnungen der Bank gelten bis zum Beweis des Gegenteils als Nachweis der ausgeführten Vorgänge. Die elektronische Signatur und die Online-Annahme des Vertrags haben dieselbe Wirkung wie eine handschriftliche Unterschrift.',
        ),
      ],
    },
    {
      id: 'fees',
      heading: 'Entgelte',
      blocks: [
        paragraph(
          'Die Leistungen werden nach dem geltenden Preisverzeichnis berechnet; ein Auszug ist vor der Eröffnung einsehbar, die vollständige Broschüre wird mit dem Vertrag übergeben. Die Entgelte werden bei Fälligkeit dem Konto belastet; die monatliche Kontoführungsgebühr wird zu Beginn jedes Monats erhoben.',
        ),
        paragraph(
          'Die meisten Bankdienstleistungen sind von der Mehrwertsteuer befreit. Unterliegt eine Leistung der Mehrwertsteuer, ist dies im Preisverzeichnis angegeben.',
        ),
      ],
    },
    {
      id: 'changes',
      heading: 'Änderungen des Vertrags',
      blocks: [
        paragraph(
          'Jede geplante Änderung des Vertrags oder des Preisverzeichnisses wird dem Kunden spätestens zwei Monate vor ihrem Wirksamwerden auf einem dauerhaften Datenträger mitgeteilt. Widerspricht der Kunde nicht vor diesem Zeitpunkt, gilt die Änderung als angenommen. Lehnt er sie ab, kann er den Vertrag vor dem Zeitpunkt des Wirksamwerdens kostenlos kündigen. Gesetzlich oder behördlich vorgeschriebene Änderungen gelten ab ihrem Inkrafttreten.',
        ),
      ],
    },
    {
      id: 'termination',
      heading: 'Laufzeit und Kündigung',
      blocks: [
        paragraph('Der Vertrag wird auf unbestimmte Zeit geschlossen.'),
        list(
          'Der Kunde kann ihn jederzeit kostenlos über seinen Kundenbereich oder per Brief kündigen; das Konto wird spätestens dreißig Tage nach dem Antrag geschlossen.',
          'Die Bank kann ihn per Einschreiben mit einer Frist von sechzig Tagen kündigen.',
          'Die Bank kann das Konto fristlos schließen bei schwerwiegendem Fehlverhalten des Kunden, bei falschen Angaben, bei Verweigerung der zur Geldwäschebekämpfung erforderlichen Angaben oder bei Einstellung der Tätigkeit, Liquidation oder Auflösung der Gesellschaft.',
        ),
        paragraph(
          'Bei Schließung gibt der Kunde seine Zahlungsmittel zurück und hält ausreichende Deckung für die Abwicklung laufender Vorgänge bereit. Das Guthaben wird auf das von ihm angegebene Konto überwiesen. Ein Konto ohne Umsatz und ohne Kontakt während zwölf Monaten gilt als nachrichtenlos und wird nach den Artikeln L. 312-19 ff. des französischen Währungs- und Finanzgesetzbuchs behandelt.',
        ),
      ],
    },
    {
      id: 'withdrawal',
      heading: 'Widerrufsrecht',
      blocks: [
        paragraph(
          'Wird der Vertrag im Fernabsatz oder infolge einer Direktansprache geschlossen und steht dem Kunden ein Widerrufsrecht zu (Artikel L. 222-7 des französischen Verbrauchergesetzbuchs und Artikel L. 341-16 des französischen Währungs- und Finanzgesetzbuchs), kann er innerhalb von vierzehn vollen Kalendertagen ab Vertragsschluss ohne Angabe von Gründen und ohne Vertragsstrafe widerrufen.',
        ),
        paragraph(
          'Der Widerruf wird per Einschreiben mit Rückschein oder über den Kundenbereich erklärt. Er führt zur Schließung des Kontos und zur Rückgabe der Gelder und Zahlungsmittel. Leistungen, die während der Frist auf ausdrücklichen Wunsch des Kunden erbracht wurden, sind anteilig für den abgelaufenen Zeitraum zu bezahlen. Eine Kapitaleinzahlung, für die die Hinterlegungsbescheinigung bereits ausgestellt wurde, kann nur nach den Bestimmungen des französischen Handelsgesetzbuchs zurückgezahlt werden.',
        ),
      ],
    },
    {
      id: 'data',
      heading: 'Datenschutz und Bankgeheimnis',
      blocks: [
        paragraph(
          'Die Bank ist Verantwortliche für die bei der Antragstellung und während der Geschäftsbeziehung erhobenen personenbezogenen Daten im Sinne der Verordnung (EU) 2016/679 (DSGVO). Die Daten werden verarbeitet:',
        ),
        list(
          'zur Prüfung des Antrags, zur Eröffnung und Führung des Kontos und zur Ausführung von Aufträgen, auf Grundlage des Vertrags;',
          'zur Erfüllung gesetzlicher und aufsichtsrechtlicher Pflichten: Kundensorgfaltspflichten, Bekämpfung von Geldwäsche und Terrorismusfinanzierung, steuerlicher Informationsaustausch, Buchführung;',
          'zur Betrugsprävention, zur Sicherheit der Dienste und zum Risikomanagement, auf Grundlage des berechtigten Interesses der Bank;',
          'zur Information der Partnermarke über den Stand der Kontoeröffnung (in Bearbeitung, eröffnet, geschlossen), nur mit Einwilligung des Kunden; diese Einwilligung kann jederzeit widerrufen werden.',
        ),
        paragraph(
          'Empfänger der Daten sind die zuständigen Abteilungen der Bank, ihre zur Vertraulichkeit verpflichteten Dienstleister und Auftragsverarbeiter sowie die gesetzlich befugten Behörden. Die Daten werden in der Europäischen Union gespeichert; jede Übermittlung außerhalb der Union erfolgt mit geeigneten Garantien.',
        ),
        paragraph(
          'Die Daten werden für die Dauer der Geschäftsbeziehung und danach fünf Jahre ab Schließung des Kontos (Artikel L. 561-12 des französischen Währungs- und Finanzgesetzbuchs) sowie zehn Jahre für Buchungsbelege aufbewahrt. Die Daten eines nicht zustande gekommenen Antrags werden sechs Monate aufbewahrt und anschließend gelöscht.',
        ),
        paragraph(
          `Der Kunde und die betroffenen Personen haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung, Datenübertragbarkeit und Widerspruch sowie das Recht, Verfügungen über den Umgang mit ihren Daten nach ihrem Tod zu treffen. Diese Rechte werden gegenüber dem Datenschutzbeauftragten der Bank ausgeübt (${BANK.privacyEmail}). Eine Beschwerde kann bei der französischen Datenschutzbehörde CNIL (www.cnil.fr) eingereicht werden.`,
        ),
        paragraph(
          'Die Bank unterliegt dem Berufsgeheimnis (Artikel L. 511-33 des französischen Währungs- und Finanzgesetzbuchs). Der Kunde ermächtigt sie, mit der Partnermarke nur die Informationen zu teilen, die zur Vorstellung des Angebots erforderlich sind, und – sofern er einwilligt – über den Stand seiner Kontoeröffnung zu informieren.',
        ),
      ],
    },
    {
      id: 'complaints',
      heading: 'Beschwerden und Schlichtung',
      blocks: [
        paragraph(
          `Für Beschwerden wendet sich der Kunde über seinen Kundenbereich, telefonisch unter ${BANK.phoneFromAbroad} oder per E-Mail (${BANK.complaintsEmail}) an die Kundenbetreuung der Bank. Die Bank bestätigt den Eingang der Beschwerde innerhalb von zehn Geschäftstagen und beantwortet sie innerhalb von höchstens zwei Monaten. Bei einer Beschwerde zu einem Zahlungsdienst erfolgt die Antwort innerhalb von fünfzehn Geschäftstagen oder ausnahmsweise innerhalb von fünfunddreißig Geschäftstagen, wenn eine begründete Fristverlängerung erforderlich ist.`,
        ),
        paragraph(
          'Ist der Kunde mit der Antwort nicht zufrieden oder erhält er innerhalb dieser Fristen keine Antwort, kann er sich schriftlich und kostenlos an den von der Bank benannten Bankenschlichter wenden, dessen Kontaktdaten und Verfahrensordnung im Preisverzeichnis und auf der Website der Bank angegeben sind. Der Schlichter unterbreitet seinen Vorschlag innerhalb von neunzig Tagen. Bei Finanzierungsschwierigkeiten kann der Kunde außerdem die französische Kreditschlichtung für Unternehmen (Médiation du crédit aux entreprises) anrufen.',
        ),
      ],
    },
    {
      id: 'guarantee',
      heading: 'Einlagensicherung',
      blocks: [
        paragraph(
          'Die Einlagen auf dem Konto sind nach den Artikeln L. 312-4 ff. des französischen Währungs- und Finanzgesetzbuchs durch den französischen Einlagensicherungs- und Abwicklungsfonds (FGDR) bis zu 100.000 € je Einleger und je Kreditinstitut gesichert. Der mit dem Vertrag übergebene Informationsbogen für Einleger erläutert die Voraussetzungen und die Durchführung der Entschädigung.',
        ),
      ],
    },
    {
      id: 'law',
      heading: 'Anwendbares Recht und Sprache',
      blocks: [
        paragraph(
          'Der Vertrag unterliegt französischem Recht. Er wird in französischer Sprache geschlossen, die während der gesamten Geschäftsbeziehung verwendet wird; die englische und die deutsche Übersetzung dienen nur der Information, und bei Abweichungen ist die französische Fassung maßgeblich.',
        ),
        paragraph(
          'Für alle Streitigkeiten aus dem Vertrag sind die nach den allgemeinen Regeln zuständigen französischen Gerichte zuständig.',
        ),
      ],
    },
  ],
};

import type { LocalizedLabel } from '@app/domain';
import type { KycAnswerOption, KycQuestionDefinition } from './types';

// Questionnaire version 3: know-your-customer questions for a French healthcare professional's
// business account. Ids are stable across variants (question 14, main customers, is prefilled
// with "Patients" by the client); each variant file picks the questions it asks. Checkbox
// option labels hold no comma: the multipart form joins ticked labels with commas.

const l = (fr: string, en: string, de: string): LocalizedLabel => ({ fr, en, de });
const option = (
  value: string,
  label: LocalizedLabel,
  extra: Partial<KycAnswerOption> = {},
): KycAnswerOption => ({
  value,
  label,
  ...extra,
});

const YES_NO: readonly KycAnswerOption[] = [
  option('yes', l('Oui', 'Yes', 'Ja')),
  option('no', l('Non', 'No', 'Nein')),
];

/** Monthly amounts above this need the exact figure ("other"). */
const MONTHLY_OTHER_MIN = 50_000;

const monthlyRanges = (otherLabel: LocalizedLabel): readonly KycAnswerOption[] => [
  option('lt_5k', l('Moins de 5 000 €', 'Less than €5,000', 'Weniger als 5.000 €')),
  option('5k_15k', l('De 5 000 € à 15 000 €', '€5,000 to €15,000', '5.000 € bis 15.000 €')),
  option('15k_30k', l('De 15 000 € à 30 000 €', '€15,000 to €30,000', '15.000 € bis 30.000 €')),
  option('30k_50k', l('De 30 000 € à 50 000 €', '€30,000 to €50,000', '30.000 € bis 50.000 €')),
  option('other', otherLabel, { hasOther: true }),
];

const moreThan50k = l(
  'Plus de 50 000 € (précisez le montant)',
  'More than €50,000 (state the amount)',
  'Mehr als 50.000 € (Betrag angeben)',
);

export const QUESTIONS = {
  mainActivity: {
    id: 1,
    type: 'select',
    required: true,
    label: l(
      'Quelle est votre activité principale ?',
      'What is your main activity?',
      'Was ist Ihre Haupttätigkeit?',
    ),
    answers: [
      option('general_practitioner', l('Médecin généraliste', 'General practitioner', 'Allgemeinmediziner')),
      option('specialist', l('Médecin spécialiste', 'Medical specialist', 'Facharzt')),
      option('dentist', l('Chirurgien-dentiste', 'Dental surgeon', 'Zahnarzt')),
      option('pharmacist', l('Pharmacien', 'Pharmacist', 'Apotheker')),
      option('nurse', l('Infirmier / infirmière', 'Nurse', 'Krankenpfleger / Krankenschwester')),
      option('physiotherapist', l('Masseur-kinésithérapeute', 'Physiotherapist', 'Physiotherapeut')),
      option('midwife', l('Sage-femme', 'Midwife', 'Hebamme')),
      option('speech_therapist', l('Orthophoniste', 'Speech therapist', 'Logopäde')),
      option('orthoptist', l('Orthoptiste', 'Orthoptist', 'Orthoptist')),
      option('podiatrist', l('Pédicure-podologue', 'Podiatrist', 'Podologe')),
      option('psychologist', l('Psychologue', 'Psychologist', 'Psychologe')),
      option('osteopath', l('Ostéopathe', 'Osteopath', 'Osteopath')),
      option('biologist', l('Biologiste médical', 'Medical biologist', 'Labormediziner')),
      option(
        'other',
        l(
          'Autre profession de santé (précisez)',
          'Other health profession (specify)',
          'Anderer Gesundheitsberuf (bitte angeben)',
        ),
        {
          hasOther: true,
        },
      ),
    ],
  },
  activityDescription: {
    id: 2,
    type: 'textarea',
    required: false,
    label: l(
      'Décrivez votre activité en quelques mots',
      'Describe your activity in a few words',
      'Beschreiben Sie Ihre Tätigkeit in wenigen Worten',
    ),
    placeholder: l(
      'Ex. : cabinet de kinésithérapie, rééducation du sport',
      'E.g. physiotherapy practice, sports rehabilitation',
      'Z. B. Physiotherapiepraxis, Sportrehabilitation',
    ),
  },
  monthlyIncoming: {
    id: 3,
    type: 'radio',
    required: true,
    label: l(
      'Quel montant prévoyez-vous de recevoir chaque mois sur ce compte ?',
      'How much do you expect to receive on this account each month?',
      'Welchen Betrag erwarten Sie monatlich auf diesem Konto zu erhalten?',
    ),
    hint: l(
      'Honoraires, remboursements de l’Assurance maladie et des complémentaires, autres encaissements.',
      'Fees, reimbursements from the national health insurance and top-up insurers, other receipts.',
      'Honorare, Erstattungen der gesetzlichen und privaten Krankenversicherung, sonstige Eingänge.',
    ),
    answers: monthlyRanges(moreThan50k),
    minOther: MONTHLY_OTHER_MIN,
  },
  monthlyOutgoing: {
    id: 4,
    type: 'radio',
    required: true,
    label: l(
      'Quel montant prévoyez-vous de dépenser chaque mois depuis ce compte ?',
      'How much do you expect to spend from this account each month?',
      'Welchen Betrag erwarten Sie monatlich von diesem Konto auszugeben?',
    ),
    hint: l(
      'Loyer du cabinet, salaires, charges sociales, fournitures et matériel médical.',
      'Practice rent, salaries, social charges, supplies and medical equipment.',
      'Praxismiete, Gehälter, Sozialabgaben, Verbrauchsmaterial und medizinische Geräte.',
    ),
    answers: monthlyRanges(moreThan50k),
    minOther: MONTHLY_OTHER_MIN,
  },
  sourceOfFunds: {
    id: 5,
    type: 'checkbox',
    required: true,
    label: l(
      'Quelle est l’origine des fonds qui seront crédités sur ce compte ?',
      'Where will the funds credited to this account come from?',
      'Woher stammen die Gelder, die diesem Konto gutgeschrieben werden?',
    ),
    hint: l('Plusieurs réponses possibles.', 'Several answers possible.', 'Mehrere Antworten möglich.'),
    answers: [
      option(
        'professional_fees',
        l(
          'Honoraires et actes (patients / Assurance maladie / mutuelles)',
          'Fees and procedures (patients / health insurance / top-up insurers)',
          'Honorare und Leistungen (Patienten / Krankenversicherung / Zusatzversicherungen)',
        ),
      ),
      option(
        'savings',
        l('Apport personnel ou épargne', 'Personal contribution or savings', 'Eigenmittel oder Ersparnisse'),
      ),
      option('bank_loan', l('Prêt bancaire', 'Bank loan', 'Bankdarlehen')),
      option(
        'public_aid',
        l('Subventions ou aides publiques', 'Grants or public aid', 'Zuschüsse oder öffentliche Förderungen'),
      ),
      option(
        'practice_sale',
        l(
          'Cession d’activité ou de patientèle',
          'Sale of a practice or patient base',
          'Verkauf einer Praxis oder eines Patientenstamms',
        ),
      ),
      option('other', l('Autre (précisez)', 'Other (specify)', 'Sonstiges (bitte angeben)'), {
        hasOther: true,
      }),
    ],
  },
  cashDeposits: {
    id: 6,
    type: 'radio',
    required: true,
    label: l(
      'Prévoyez-vous de déposer des espèces sur ce compte ?',
      'Do you expect to deposit cash on this account?',
      'Planen Sie Bareinzahlungen auf dieses Konto?',
    ),
    answers: [
      option('none', l('Non', 'No', 'Nein')),
      option(
        'lt_1k',
        l(
          'Oui, moins de 1 000 € par mois',
          'Yes, less than €1,000 a month',
          'Ja, weniger als 1.000 € im Monat',
        ),
      ),
      option(
        '1k_5k',
        l(
          'Oui, de 1 000 € à 5 000 € par mois',
          'Yes, €1,000 to €5,000 a month',
          'Ja, 1.000 € bis 5.000 € im Monat',
        ),
      ),
      option(
        'gt_5k',
        l('Oui, plus de 5 000 € par mois', 'Yes, more than €5,000 a month', 'Ja, mehr als 5.000 € im Monat'),
      ),
    ],
  },
  internationalFlows: {
    id: 7,
    type: 'radio',
    required: true,
    label: l(
      'Prévoyez-vous des virements depuis ou vers l’étranger ?',
      'Do you expect transfers from or to other countries?',
      'Planen Sie Überweisungen aus dem oder ins Ausland?',
    ),
    answers: YES_NO,
  },
  internationalCountries: {
    id: 8,
    type: 'text',
    required: false,
    requiredWhen: { questionId: 7, value: 'yes' },
    label: l('Avec quels pays ?', 'With which countries?', 'Mit welchen Ländern?'),
    placeholder: l('Ex. : Belgique, Suisse', 'E.g. Belgium, Switzerland', 'Z. B. Belgien, Schweiz'),
  },
  employees: {
    id: 9,
    type: 'select',
    required: true,
    label: l(
      'Combien de salariés employez-vous ?',
      'How many employees do you have?',
      'Wie viele Mitarbeiter beschäftigen Sie?',
    ),
    hint: l(
      'Secrétaires, assistants, collaborateurs salariés.',
      'Secretaries, assistants, salaried associates.',
      'Sekretariat, Assistenz, angestellte Mitarbeiter.',
    ),
    answers: [
      option('0', l('Aucun', 'None', 'Keine')),
      option('1_2', l('1 à 2', '1 to 2', '1 bis 2')),
      option('3_9', l('3 à 9', '3 to 9', '3 bis 9')),
      option('10_49', l('10 à 49', '10 to 49', '10 bis 49')),
      option('50_plus', l('50 et plus', '50 or more', '50 oder mehr')),
    ],
  },
  expectedTurnover: {
    id: 10,
    type: 'number',
    required: true,
    label: l(
      'Quel chiffre d’affaires annuel prévoyez-vous (en euros) ?',
      'What annual turnover do you expect (in euros)?',
      'Welchen Jahresumsatz erwarten Sie (in Euro)?',
    ),
    placeholder: l('Ex. : 120 000', 'E.g. 120 000', 'Z. B. 120 000'),
  },
  otherBanks: {
    id: 11,
    type: 'radio',
    required: true,
    label: l(
      'Détenez-vous des comptes professionnels dans d’autres banques ?',
      'Do you hold business accounts with other banks?',
      'Haben Sie Geschäftskonten bei anderen Banken?',
    ),
    answers: YES_NO,
  },
  otherBanksNames: {
    id: 12,
    type: 'text',
    required: false,
    requiredWhen: { questionId: 11, value: 'yes' },
    label: l('Dans quelles banques ?', 'With which banks?', 'Bei welchen Banken?'),
  },
  accountUsage: {
    id: 13,
    type: 'checkbox',
    required: true,
    label: l(
      'Comment utiliserez-vous ce compte ?',
      'How will you use this account?',
      'Wie werden Sie dieses Konto nutzen?',
    ),
    hint: l('Plusieurs réponses possibles.', 'Several answers possible.', 'Mehrere Antworten möglich.'),
    answers: [
      option(
        'collect_fees',
        l(
          'Encaissement des honoraires (carte / virement / chèque)',
          'Collecting fees (card / transfer / cheque)',
          'Vereinnahmung von Honoraren (Karte / Überweisung / Scheck)',
        ),
      ),
      option(
        'pay_expenses',
        l('Paiement des charges du cabinet', 'Paying practice expenses', 'Bezahlung der Praxiskosten'),
      ),
      option('pay_salaries', l('Paiement des salaires', 'Paying salaries', 'Zahlung von Gehältern')),
      option('loan_repayments', l('Remboursement d’emprunts', 'Loan repayments', 'Rückzahlung von Darlehen')),
      option('savings', l('Épargne professionnelle', 'Business savings', 'Geschäftliches Sparen')),
    ],
  },
  mainCustomers: {
    id: 14,
    type: 'text',
    required: true,
    label: l(
      'Qui sont vos principaux clients ?',
      'Who are your main customers?',
      'Wer sind Ihre Hauptkunden?',
    ),
    hint: l(
      'Pour un professionnel de santé, il s’agit généralement de vos patients.',
      'For a healthcare professional, these are usually your patients.',
      'Bei Angehörigen der Gesundheitsberufe sind das in der Regel Ihre Patienten.',
    ),
    placeholder: l('Patients', 'Patients', 'Patienten'),
  },
  mainSuppliers: {
    id: 15,
    type: 'textarea',
    required: false,
    label: l(
      'Qui sont vos principaux fournisseurs ?',
      'Who are your main suppliers?',
      'Wer sind Ihre Hauptlieferanten?',
    ),
    placeholder: l(
      'Ex. : grossiste en matériel médical, laboratoire',
      'E.g. medical equipment wholesaler, laboratory',
      'Z. B. Großhändler für Medizinbedarf, Labor',
    ),
  },
  professionalId: {
    id: 16,
    type: 'text',
    required: false,
    label: l(
      'Numéro RPPS ou ADELI du professionnel de santé',
      "Healthcare professional's RPPS or ADELI number",
      'RPPS- oder ADELI-Nummer der Gesundheitsfachkraft',
    ),
    hint: l(
      'Identifiant figurant sur votre carte CPS.',
      'The identifier printed on your CPS card.',
      'Die Kennung auf Ihrer CPS-Karte.',
    ),
    placeholder: l('Ex. : 10101234567', 'E.g. 10101234567', 'Z. B. 10101234567'),
  },
  otherSalariedActivity: {
    id: 17,
    type: 'radio',
    required: true,
    label: l(
      'Exercez-vous en parallèle une activité salariée ?',
      'Do you also work as an employee?',
      'Üben Sie parallel eine Angestelltentätigkeit aus?',
    ),
    hint: l(
      'Par exemple à l’hôpital ou dans un centre de santé.',
      'For example in a hospital or a health centre.',
      'Zum Beispiel in einem Krankenhaus oder Gesundheitszentrum.',
    ),
    answers: YES_NO,
  },
  capitalOrigin: {
    id: 18,
    type: 'checkbox',
    required: true,
    label: l(
      'Quelle est l’origine des fonds apportés au capital ?',
      'Where do the funds contributed to the share capital come from?',
      'Woher stammen die in das Stammkapital eingebrachten Mittel?',
    ),
    hint: l('Plusieurs réponses possibles.', 'Several answers possible.', 'Mehrere Antworten möglich.'),
    answers: [
      option('savings', l('Épargne personnelle', 'Personal savings', 'Persönliche Ersparnisse')),
      option('bank_loan', l('Prêt bancaire', 'Bank loan', 'Bankdarlehen')),
      option(
        'gift_inheritance',
        l('Donation ou héritage', 'Gift or inheritance', 'Schenkung oder Erbschaft'),
      ),
      option(
        'practice_sale',
        l('Cession d’une activité', 'Sale of a business', 'Verkauf eines Unternehmens'),
      ),
      option('other', l('Autre (précisez)', 'Other (specify)', 'Sonstiges (bitte angeben)'), {
        hasOther: true,
      }),
    ],
  },
  capitalOriginProof: {
    id: 19,
    type: 'upload',
    required: false,
    label: l(
      'Justificatif de l’origine des fonds (facultatif)',
      'Proof of the origin of funds (optional)',
      'Nachweis der Mittelherkunft (optional)',
    ),
    hint: l(
      'Relevé d’épargne, offre de prêt, acte de donation…',
      'Savings statement, loan offer, deed of gift…',
      'Sparkontoauszug, Darlehensangebot, Schenkungsurkunde…',
    ),
  },
  startDate: {
    id: 20,
    type: 'text',
    required: false,
    label: l(
      'Date prévisionnelle de début d’activité',
      'Expected start date of the activity',
      'Voraussichtlicher Beginn der Tätigkeit',
    ),
    placeholder: l('JJ/MM/AAAA', 'DD/MM/YYYY', 'TT/MM/JJJJ'),
  },
  associationPurpose: {
    id: 21,
    type: 'textarea',
    required: true,
    label: l(
      'Quel est l’objet de l’association ?',
      "What is the association's purpose?",
      'Was ist der Zweck des Vereins?',
    ),
    placeholder: l(
      'Ex. : prévention et éducation à la santé',
      'E.g. health prevention and education',
      'Z. B. Gesundheitsvorsorge und -aufklärung',
    ),
  },
  associationMembers: {
    id: 22,
    type: 'select',
    required: true,
    label: l(
      'Combien l’association compte-t-elle d’adhérents ?',
      'How many members does the association have?',
      'Wie viele Mitglieder hat der Verein?',
    ),
    answers: [
      option('lt_50', l('Moins de 50', 'Fewer than 50', 'Weniger als 50')),
      option('50_200', l('De 50 à 200', '50 to 200', '50 bis 200')),
      option('200_1000', l('De 200 à 1 000', '200 to 1,000', '200 bis 1.000')),
      option('gt_1000', l('Plus de 1 000', 'More than 1,000', 'Mehr als 1.000')),
    ],
  },
  associationResources: {
    id: 23,
    type: 'checkbox',
    required: true,
    label: l(
      'Quelles sont les principales ressources de l’association ?',
      "What are the association's main resources?",
      'Was sind die Haupteinnahmequellen des Vereins?',
    ),
    hint: l('Plusieurs réponses possibles.', 'Several answers possible.', 'Mehrere Antworten möglich.'),
    answers: [
      option('membership_fees', l('Cotisations des adhérents', 'Membership fees', 'Mitgliedsbeiträge')),
      option('donations', l('Dons', 'Donations', 'Spenden')),
      option('public_grants', l('Subventions publiques', 'Public grants', 'Öffentliche Zuschüsse')),
      option(
        'activity_income',
        l('Recettes d’activités', 'Income from activities', 'Einnahmen aus Tätigkeiten'),
      ),
      option('other', l('Autre (précisez)', 'Other (specify)', 'Sonstiges (bitte angeben)'), {
        hasOther: true,
      }),
    ],
  },
  annualBudget: {
    id: 24,
    type: 'number',
    required: true,
    label: l(
      'Quel est le budget annuel prévisionnel de l’association (en euros) ?',
      "What is the association's expected annual budget (in euros)?",
      'Wie hoch ist das voraussichtliche Jahresbudget des Vereins (in Euro)?',
    ),
    placeholder: l('Ex. : 25 000', 'E.g. 25 000', 'Z. B. 25 000'),
  },
} as const satisfies Record<string, KycQuestionDefinition>;

import { type InfoDocument, list, note, paragraph } from '../document';
import { BANK } from './bank';

export const termsEn: InfoDocument = {
  name: 'terms',
  locale: 'en',
  title: 'General terms and business account agreement',
  edition: 'Version in force from 1 November 2026',
  numbered: true,
  lead: [
    'This document summarises the general terms of the agreement for a business current account opened online with the partner bank through the partner brand. Together with the specific terms, the price list and the depositor information sheet, it forms the account agreement that you accept at the last step of your application.',
  ],
  sections: [
    {
      id: 'purpose',
      heading: 'Purpose and contractual documents',
      blocks: [
        paragraph(
          'The agreement covers the opening and operation of a business current account in euros, the payment instruments attached to it (card, credit transfers, direct debits) and the online banking services. The account is reserved for transactions of the holder’s professional activity; it may not be used for personal transactions.',
        ),
        paragraph('The agreement consists of, in decreasing order of precedence:'),
        list(
          'the specific terms, which identify the holder, its representatives and the account opened;',
          'these general terms;',
          'the price list for business customers;',
          'the depositor information sheet on the deposit guarantee.',
        ),
        paragraph(
          'These documents are provided to you on a durable medium before you commit: you can download them as PDF files and keep them. A signed copy is then available at any time in your customer area.',
        ),
      ],
    },
    {
      id: 'parties',
      heading: 'Parties',
      blocks: [
        paragraph(
          'The account is opened and held by the partner bank, a credit institution authorised and supervised by the French Prudential Supervision and Resolution Authority (ACPR), hereinafter “the Bank”.',
        ),
        paragraph(
          'The partner brand, affiliated with an insurance group, presents the offer to its customers and members as an intermediary in banking transactions and payment services, a non-exclusive agent of the Bank, registered with ORIAS (www.orias.fr). It receives no customer funds and makes no account opening decision.',
        ),
        paragraph(
          'The holder, hereinafter “the Customer”, is a self-employed healthcare professional or the structure through which they practise:',
        ),
        list(
          'a sole trader (doctor, dental surgeon, pharmacist, physiotherapist, midwife, nurse, speech therapist or other healthcare profession), including under the micro-enterprise scheme;',
          'a professional practice company (SEL, SELARL, SELAS, SELAFA, SELCA) or a professional partnership (SCP);',
          'a resource-sharing partnership (SCM), a property company (SCI) or another company of the healthcare activity;',
          'an association or group working in the field of healthcare.',
        ),
        paragraph(
          'A Customer that is a legal entity acts through its legal representative or a duly authorised person, who declares that they hold the necessary powers.',
        ),
      ],
    },
    {
      id: 'opening',
      heading: 'Opening conditions',
      blocks: [
        paragraph(
          'The application is made online. Opening the account is subject to the Bank accepting the application, which it may refuse without giving reasons. The Customer may then, if it meets the conditions of Article L. 312-1 of the French Monetary and Financial Code, ask the Banque de France to designate an institution under the right to an account.',
        ),
        paragraph(
          'The Customer provides accurate information and complete, legible and up-to-date documents, in particular:',
        ),
        list(
          'a valid official identity document for the legal representative, the holder of a delegation of authority and each beneficial owner;',
          'a proof of address less than three months old;',
          'for an existing activity: a Kbis extract, a SIRENE registration notice or proof of registration with the professional Order or the shared directory of healthcare professionals (RPPS), less than three months old;',
          'for a company: the up-to-date articles of association and, where applicable, the minutes appointing the director; for an association: the articles and the declaration to the prefecture (RNA number).',
        ),
        paragraph(
          'Documents are uploaded as PDF, JPEG or PNG files in the secure area of the service. The Bank may request any further document needed to examine the application.',
        ),
      ],
    },
    {
      id: 'kyc',
      heading: 'Customer due diligence and anti-money laundering',
      blocks: [
        paragraph(
          'Under Articles L. 561-1 et seq. of the French Monetary and Financial Code, the Bank must, before entering into the relationship and throughout its duration, identify and verify the identity of the Customer, its representatives and its beneficial owners, that is the natural persons who directly or indirectly hold more than 25% of the capital or voting rights or who otherwise control the company. It also collects information on the purpose and nature of the business relationship, the activity, the origin of funds and the expected use of the account.',
        ),
        paragraph(
          'The Customer declares in particular whether it or one of its beneficial owners is a politically exposed person, whether it is a “US person” within the meaning of the FATCA rules and whether it is tax resident outside France, this information being exchanged automatically with the tax authorities under Article 1649 AC of the French General Tax Code.',
        ),
        paragraph(
          'The Customer informs the Bank without delay of any change (director, partners, address, activity, legal form) and provides the corresponding documents. Without sufficient information, the Bank may decline to carry out a transaction, suspend the operation of the account or end the relationship. The Bank has reporting obligations towards the Tracfin unit and applies the asset-freezing measures of Articles L. 562-1 et seq. of the same Code.',
        ),
      ],
    },
    {
      id: 'activation',
      heading: 'Account activation',
      blocks: [
        paragraph(
          'Existing activity. As the relationship is entered into remotely, the Bank applies the verification measure of Article R. 561-5-2 of the French Monetary and Financial Code: the account is only activated once a first transfer of at least €50 has been received from an account held in the Customer’s name with a credit or payment institution located in the European Union or the European Economic Area. This amount remains the Customer’s and is available on the account upon activation. If this transfer is not received within 60 days, the application is closed.',
        ),
        paragraph(
          'Company being formed. The account first receives the deposit of the share capital: each contributor transfers the amount of their contribution from an account in their own name. Once all funds and the list of subscribers have been received, the Bank issues the depositary’s certificate (certificate of deposit of funds) required for registration. The funds remain unavailable until the company’s Kbis extract is presented; the account then becomes a business current account and the capital is released to the company.',
        ),
        note(
          'If the company is not registered within six months of the first deposit, the funds are returned to the contributors at their request, under the conditions of the French Commercial Code.',
        ),
      ],
    },
    {
      id: 'operation',
      heading: 'Operation of the account',
      blocks: [
        paragraph(
          'The account must remain in credit. No overdraft is granted without the Bank’s prior written agreement, which sets its amount, duration and cost. An unauthorised debit balance gives rise to the fees and interest set out in the price list, and the Bank may refuse transactions that would create one.',
        ),
        paragraph(
          'The Customer receives an electronic account statement every month in its customer area. It checks the transactions shown and reports any irregularity without delay. Statements and supporting documents are kept by the Bank for the legal periods.',
        ),
        paragraph(
          'Funds held on the account bear no interest. The account is kept in euros; transactions in foreign currencies are converted at the rate applied by the Bank or the card network on the day of processing.',
        ),
      ],
    },
    {
      id: 'payments',
      heading: 'Payment services',
      blocks: [
        paragraph(
          'The account gives access to SEPA credit transfers, including instant transfers, SEPA direct debits and a business payment card. A standard SEPA transfer received before the daily cut-off time is credited to the payee no later than the end of the following business day; an instant transfer is executed within seconds, every day of the year.',
        ),
        paragraph(
          'Before a transfer is executed, the Bank checks that the payee’s name matches the IBAN given and informs the Customer of the result. The Customer remains free to confirm the order; if it does so despite a mismatch, the Bank is not liable for execution in favour of another payee.',
        ),
        paragraph(
          'The Customer reports any unauthorised or incorrectly executed payment transaction without delay and at the latest within thirteen months of the debit date. An unauthorised transaction is not refunded in the event of fraud by the Customer or gross negligence in keeping its security credentials safe.',
        ),
      ],
    },
    {
      id: 'security',
      heading: 'Strong customer authentication and security',
      blocks: [
        paragraph(
          'In accordance with the European Payment Services Directive (PSD2) and Article L. 133-44 of the French Monetary and Financial Code, the Bank applies strong authentication when the Customer accesses its account online, initiates an electronic payment transaction or carries out a sensitive action such as completing its account opening or adding a payee. Strong authentication combines at least two independent elements among knowledge (password), possession (registered phone, mobile app) and inherence (fingerprint, facial recognition).',
        ),
        paragraph('The Customer undertakes to:'),
        list(
          'keep its password and the verification codes received by app, e-mail or text message strictly confidential, never write them down with its identifiers and never disclose them, including to a person claiming to be an adviser of the Bank;',
          'use a device and a mailbox of which it has sole use and protect them with a code or biometric data;',
          'inform the Bank without delay of the loss, theft or any fraudulent use of its security credentials or its phone.',
        ),
        note(
          'The Bank will never ask you for your verification codes, your password or your full card details, whether by phone, e-mail or text message.',
        ),
        paragraph(
          'The Bank may block access to online banking or the use of a payment instrument for security reasons or if a fraudulent transaction is suspected; it informs the Customer, if possible before blocking.',
        ),
      ],
    },
    {
      id: 'online',
      heading: 'Online services and communications',
      blocks: [
        paragraph(
          'The Customer accesses its account through the Bank’s website and mobile app. The services are available at all times, except for interruptions for maintenance or incidents; the Bank strives to keep them short and to inform the Customer in advance.',
        ),
        paragraph(
          'The Customer agrees to receive information about its account, its statements and changes to the agreement electronically, in its customer area or at the e-mail address it has provided, which it undertakes to keep up to date. The Bank’s computer records are evidence of the transactions carried out, unless proven otherwise. The electronic signature and online acceptance of the agreement have the same value as a handwritten signature.',
        ),
      ],
    },
    {
      id: 'fees',
      heading: 'Fees',
      blocks: [
        paragraph(
          'Services are charged according to the price list in force, an extract of which is available before opening and the full brochure of which is provided with the agreement. Fees are debited from the account when due; the monthly subscription is charged at the beginning of each month.',
        ),
        paragraph(
          'Most banking services are exempt from VAT. Where a service is subject to VAT, the price list says so.',
        ),
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to the agreement',
      blocks: [
        paragraph(
          'Any proposed change to the agreement or the price list is communicated to the Customer on a durable medium at least two months before it applies. If the Customer does not object before that date, it is deemed to have accepted the change. If it refuses, the Customer may terminate the agreement free of charge before the date of application. Changes required by law or regulation apply as soon as they come into force.',
        ),
      ],
    },
    {
      id: 'termination',
      heading: 'Duration and termination',
      blocks: [
        paragraph('The agreement is concluded for an indefinite period.'),
        list(
          'The Customer may terminate it at any time, free of charge, from its customer area or by letter; the account is closed no later than thirty days after the request.',
          'The Bank may terminate it by registered letter with sixty days’ notice.',
          'The Bank may close the account without notice in the event of seriously reprehensible conduct by the Customer, false information, refusal to provide the information required for anti-money laundering purposes, or cessation of activity, liquidation or dissolution of the company.',
        ),
        paragraph(
          'On closure, the Customer returns its payment instruments and keeps sufficient funds to settle pending transactions. The credit balance is paid by transfer to the account it designates. An account with no transaction or contact for twelve months is considered dormant and handled in accordance with Articles L. 312-19 et seq. of the French Monetary and Financial Code.',
        ),
      ],
    },
    {
      id: 'withdrawal',
      heading: 'Right of withdrawal',
      blocks: [
        paragraph(
          'Where the agreement is concluded at a distance or following solicitation and the Customer benefits from a right of withdrawal (Article L. 222-7 of the French Consumer Code and Article L. 341-16 of the French Monetary and Financial Code), it has fourteen full calendar days from the conclusion of the agreement to withdraw, without giving reasons or paying any penalty.',
        ),
        paragraph(
          'Withdrawal is notified by registered letter with acknowledgement of receipt or from the customer area. It entails the closure of the account and the return of the funds and payment instruments. Services provided during the period at the Customer’s express request are payable pro rata to the time elapsed. A capital deposit for which the depositary’s certificate has already been issued can only be returned under the conditions of the French Commercial Code.',
        ),
      ],
    },
    {
      id: 'data',
      heading: 'Personal data protection and banking secrecy',
      blocks: [
        paragraph(
          'The Bank is the controller of the personal data collected during the application and the relationship, within the meaning of Regulation (EU) 2016/679 (GDPR). The data are processed for:',
        ),
        list(
          'examining the application, opening and managing the account and executing transactions, on the basis of the agreement;',
          'compliance with legal and regulatory obligations: customer due diligence, the fight against money laundering and terrorist financing, tax exchanges, accounting;',
          'fraud prevention, the security of the services and risk management, on the basis of the Bank’s legitimate interest;',
          'informing the partner brand of the status of the account opening (in progress, open, closed), only if the Customer consents; this consent may be withdrawn at any time.',
        ),
        paragraph(
          'The data are intended for the Bank’s authorised departments, its service providers and processors bound by confidentiality, and the authorities entitled by law. They are hosted in the European Union; any transfer outside the Union is covered by appropriate safeguards.',
        ),
        paragraph(
          'The data are kept for the duration of the relationship and then five years after the account is closed (Article L. 561-12 of the French Monetary and Financial Code) and ten years for accounting records. The data of an application that does not succeed are kept for six months and then deleted.',
        ),
        paragraph(
          `The Customer and the data subjects have the rights of access, rectification, erasure, restriction, portability and objection, and the right to give instructions on the fate of their data after their death. These rights are exercised with the Bank’s data protection officer (${BANK.privacyEmail}). A complaint may be lodged with the CNIL, the French data protection authority (www.cnil.fr).`,
        ),
        paragraph(
          'The Bank is bound by professional secrecy (Article L. 511-33 of the French Monetary and Financial Code). The Customer authorises it to share with the partner brand only the information needed to present the offer and, if it consents, to report on the status of its account opening.',
        ),
      ],
    },
    {
      id: 'complaints',
      heading: 'Complaints and mediation',
      blocks: [
        paragraph(
          `For any complaint, the Customer contacts the Bank’s customer relations department from its customer area, by phone on ${BANK.phoneFromAbroad} or by e-mail (${BANK.complaintsEmail}). The Bank acknowledges the complaint within ten business days and answers it within two months at most. For a complaint about a payment service, the answer is given within fifteen business days, or exceptionally within thirty-five business days if a further period is needed and justified.`,
        ),
        paragraph(
          'If the answer does not satisfy the Customer or if there is no answer within these periods, the Customer may refer the matter in writing, free of charge, to the banking mediator appointed by the Bank, whose contact details and charter appear in the price list and on the Bank’s website. The mediator makes a proposal within ninety days. For financing difficulties, the Customer may also refer the matter to the French credit mediation service for businesses (Médiation du crédit aux entreprises).',
        ),
      ],
    },
    {
      id: 'guarantee',
      heading: 'Deposit guarantee',
      blocks: [
        paragraph(
          'Cash deposits on the account are covered by the French deposit guarantee and resolution fund (FGDR) up to €100,000 per depositor and per credit institution, in accordance with Articles L. 312-4 et seq. of the French Monetary and Financial Code. The depositor information sheet, provided with the agreement, sets out the conditions and arrangements for compensation.',
        ),
      ],
    },
    {
      id: 'law',
      heading: 'Governing law and language',
      blocks: [
        paragraph(
          'The agreement is governed by French law. It is concluded in French, which is the language used throughout the relationship; the English and German translations are provided for information and, in the event of any discrepancy, the French version prevails.',
        ),
        paragraph(
          'Any dispute relating to the agreement falls within the jurisdiction of the competent French courts under the ordinary rules.',
        ),
      ],
    },
  ],
};

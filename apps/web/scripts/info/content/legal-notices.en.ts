import { type InfoDocument, list, paragraph } from '../document';
import { BANK } from './bank';

export const legalNoticesEn: InfoDocument = {
  name: 'legal-notices',
  locale: 'en',
  title: 'Legal notices',
  edition: 'Updated on 1 November 2026',
  numbered: false,
  lead: [
    'Information required by French law no. 2004-575 of 21 June 2004 on confidence in the digital economy, about the online business account opening service.',
  ],
  sections: [
    {
      id: 'publisher',
      heading: 'Publisher of the service',
      blocks: [
        paragraph(
          'The online account opening service is published, on behalf of the partner brand, by the partner bank, a credit institution authorised by the French Prudential Supervision and Resolution Authority (ACPR). Its company name, legal form, share capital, registered office address and registration number in the trade and companies register appear in the specific terms of the account agreement and on every account statement.',
        ),
        paragraph(`Website: ${BANK.website}. Telephone: ${BANK.phoneFromAbroad}.`),
        paragraph('Publication director: the chief executive officer of the partner bank.'),
      ],
    },
    {
      id: 'intermediary',
      heading: 'Partner brand',
      blocks: [
        paragraph(
          'The partner brand, affiliated with an insurance group, presents the business account offer as an intermediary in banking transactions and payment services, a non-exclusive agent of the partner bank. Its registration can be checked in the single register of intermediaries kept by ORIAS (www.orias.fr).',
        ),
      ],
    },
    {
      id: 'supervision',
      heading: 'Supervisory authority',
      blocks: [
        paragraph(
          'The partner bank is supervised by the French Prudential Supervision and Resolution Authority (ACPR), 4 place de Budapest, CS 92459, 75436 Paris Cedex 09, France (www.acpr.banque-france.fr). The list of authorised institutions can be consulted in the register of financial agents (www.regafi.fr).',
        ),
      ],
    },
    {
      id: 'hosting',
      heading: 'Hosting',
      blocks: [
        paragraph(
          'The service is hosted in data centres located in the European Union by the partner bank’s hosting provider, certified ISO/IEC 27001. Data are encrypted in transit and at rest; uploaded documents are stored encrypted and are only accessible to authorised persons.',
        ),
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Intellectual property',
      blocks: [
        paragraph(
          'The content of the service (texts, trade marks, logos, illustrations, software) is protected by intellectual property law. Any full or partial reproduction or representation without the prior authorisation of the rights holders is prohibited.',
        ),
      ],
    },
    {
      id: 'personal-data',
      heading: 'Personal data',
      blocks: [
        paragraph(
          'The information collected is needed to examine your application, open your account and meet the bank’s legal obligations (customer due diligence, the fight against money laundering and terrorist financing). The partner bank is the controller.',
        ),
        list(
          'You have the rights of access, rectification, erasure and portability of your data, and the rights to object to and restrict processing.',
          `These rights are exercised with the bank’s data protection officer: ${BANK.privacyEmail}.`,
          'You may lodge a complaint with the French data protection authority, the CNIL (www.cnil.fr).',
        ),
        paragraph(
          'The purposes, recipients and retention periods are detailed in the article “Personal data protection and banking secrecy” of the general terms.',
        ),
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies',
      blocks: [
        paragraph(
          'The service uses functional cookies that are essential to its operation (session, security, remembering your choices) and, only with your consent, audience measurement cookies. You can change your choices at any time by deleting the service’s cookies in your browser: the consent banner is then shown again. Your choice is kept for 365 days.',
        ),
      ],
    },
    {
      id: 'law',
      heading: 'Governing law',
      blocks: [
        paragraph(
          'These notices and the use of the service are governed by French law. The French version is authoritative.',
        ),
      ],
    },
  ],
};

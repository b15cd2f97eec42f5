import { type InfoDocument, list, note, paragraph } from '../document';
import { BANK } from './bank';

export const contactEn: InfoDocument = {
  name: 'contact',
  locale: 'en',
  title: 'Contact us',
  edition: 'Updated on 1 November 2026',
  numbered: false,
  lead: [
    'Our advisers, who specialise in healthcare professionals, answer your questions before, during and after the opening of your account. They answer in French and in English.',
  ],
  sections: [
    {
      id: 'opening',
      heading: 'Your account opening',
      blocks: [
        list(
          `By e-mail: ${BANK.openingEmail}; we reply within two working days.`,
          `By phone: ${BANK.phoneFromAbroad} (standard rate), Monday to Friday from 8:30 am to 7 pm and Saturday from 9 am to 1 pm, Paris time.`,
        ),
        paragraph(
          'So that we can help you quickly, give the e-mail address used for your application and, if you have it, the SIREN number of your practice. Never send an identity document or a password by e-mail: upload your documents in the secure area of the service.',
        ),
      ],
    },
    {
      id: 'customers',
      heading: 'You are already a customer',
      blocks: [
        paragraph(
          'Your adviser can be reached through the secure messaging of your customer area and the mobile app, and on the number above. Your statements, your bank details (RIB) and your contractual documents are available there at any time.',
        ),
      ],
    },
    {
      id: 'card',
      heading: 'Lost or stolen card',
      blocks: [
        paragraph(
          `Block your card immediately from the mobile app or by phone on ${BANK.cardBlocking}, 7 days a week, 24 hours a day. In the event of theft or fraudulent use, also report it to the police.`,
        ),
      ],
    },
    {
      id: 'fraud',
      heading: 'Suspicious message or fraud attempt',
      blocks: [
        note(
          'We will never ask you for your verification codes, your password or your full card details, whether by phone, e-mail or text message. If someone asks you for them, hang up and contact us on the usual number.',
        ),
        paragraph(
          'Report any suspicious message or call to us without delay. You can also find help at www.cybermalveillance.gouv.fr.',
        ),
      ],
    },
    {
      id: 'complaints',
      heading: 'Complaints',
      blocks: [
        paragraph(
          `Send your complaint to the customer relations department from your customer area or by e-mail (${BANK.complaintsEmail}). We acknowledge it within ten business days and answer within two months at most (fifteen business days for a payment service). If the answer does not satisfy you, you may refer the matter free of charge to the banking mediator, under the conditions set out in the general terms.`,
        ),
      ],
    },
    {
      id: 'privacy',
      heading: 'Your personal data',
      blocks: [
        paragraph(
          `To exercise your rights over your data, write to the data protection officer: ${BANK.privacyEmail}.`,
        ),
      ],
    },
  ],
};

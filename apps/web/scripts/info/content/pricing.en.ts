import { type InfoDocument, note, paragraph, table } from '../document';

const COLUMNS = ['Service', 'Price'];
const WIDTHS = [0.68, 0.32];

export const pricingEn: InfoDocument = {
  name: 'pricing',
  locale: 'en',
  title: 'Price list – online business account',
  edition: 'Extract from the price list applicable from 1 November 2026',
  numbered: false,
  lead: [
    'Main prices of the business account opened online by healthcare professionals and their practice structures. Prices are in euros, including all taxes; most banking services are exempt from VAT.',
  ],
  sections: [
    {
      id: 'account',
      heading: 'Opening and keeping the account',
      blocks: [
        table(COLUMNS, WIDTHS, [
          ['Opening the account online', 'Free'],
          [
            'Business account subscription: account keeping, online banking and mobile app, balance alerts, one Visa Business immediate debit card',
            '€12.00 per month',
          ],
          ['Monthly electronic account statement', 'Included'],
          ['Paper account statement (on request)', '€2.50 per mailing'],
          ['Strong authentication by app, e-mail or text message', 'Included'],
          ['Closing the account', 'Free'],
        ]),
      ],
    },
    {
      id: 'capital',
      heading: 'Setting up a company',
      blocks: [
        table(COLUMNS, WIDTHS, [
          [
            'Deposit of the share capital and depositary’s certificate (certificate of deposit of funds)',
            'Free',
          ],
          ['Release of the capital on presentation of the Kbis extract', 'Free'],
          ['Return of the funds to the contributors if the company is not registered', '€50.00'],
        ]),
      ],
    },
    {
      id: 'cards',
      heading: 'Cards',
      blocks: [
        table(COLUMNS, WIDTHS, [
          ['Visa Business immediate debit card (first card)', 'Included in the subscription'],
          ['Visa Business deferred debit card', '€6.00 per month'],
          ['Additional card (employee, partner)', '€4.00 per month'],
          ['Card payment in euros in the European Economic Area', 'Free'],
          [
            'Cash withdrawal in euros in the European Economic Area',
            '3 free withdrawals per month, then €1.00 per withdrawal',
          ],
          [
            'Payment or withdrawal in foreign currency outside the European Economic Area',
            '2% of the amount',
          ],
          ['Card blocking (loss, theft, fraud)', 'Free'],
          ['Card replacement (other than after blocking)', '€15.00'],
          ['PIN reissue', '€8.00'],
        ]),
      ],
    },
    {
      id: 'transfers',
      heading: 'Credit transfers',
      blocks: [
        table(COLUMNS, WIDTHS, [
          ['SEPA transfer sent online, one-off or standing order', 'Included'],
          ['SEPA instant transfer sent online', 'Included'],
          ['SEPA transfer received', 'Free'],
          ['SEPA transfer sent through an adviser', '€5.00'],
          ['International non-SEPA transfer sent', '€15.00 plus the payee bank’s charges'],
          ['International non-SEPA transfer received', '€10.00'],
        ]),
      ],
    },
    {
      id: 'direct-debits',
      heading: 'Direct debits and collections',
      blocks: [
        table(COLUMNS, WIDTHS, [
          ['Paying a SEPA direct debit', 'Free'],
          ['Stopping a direct debit or revoking a mandate', 'Free'],
          ['Obtaining a SEPA creditor identifier (ICS)', 'Free'],
          ['Issuing SEPA direct debits (per direct debit)', '€0.30'],
          ['Paying in cheques (by post)', 'Free'],
          ['Chequebook (on request)', 'Free'],
        ]),
      ],
    },
    {
      id: 'incidents',
      heading: 'Irregularities and incidents',
      blocks: [
        table(COLUMNS, WIDTHS, [
          [
            'Intervention fee (handling a transaction that causes an irregularity in the operation of the account)',
            '€8.00 per transaction, up to €80.00 per month',
          ],
          ['Prior information letter before a cheque is rejected for insufficient funds', '€15.00'],
          ['Cheque rejected for insufficient funds', '€30.00 (cheque up to €50), €50.00 (cheque over €50)'],
          ['Direct debit rejected for insufficient funds', '€20.00, up to the amount of the transaction'],
          ['Stopping a cheque or chequebook', '€15.00'],
          [
            'Administrative third-party garnishment fee',
            '10% of the amount owed to the Treasury, up to €100.00',
          ],
          ['Attachment or protective seizure fee', '€100.00'],
          ['Reminder letter for an unauthorised debit balance', '€15.00'],
        ]),
        paragraph(
          'Debit interest on an unauthorised debit balance is calculated at the rate given in the full brochure and may not exceed the applicable usury rate.',
        ),
      ],
    },
    {
      id: 'other',
      heading: 'Other services',
      blocks: [
        table(COLUMNS, WIDTHS, [
          ['Certificate (balance, account holding) at the customer’s request', '€15.00'],
          ['Search for a document less than one year old', '€15.00 per document'],
          ['Search for a document more than one year old', '€30.00 per document'],
          [
            'Dormant account fee (Articles L. 312-19 et seq. of the French Monetary and Financial Code)',
            'At most €30.00 per year',
          ],
        ]),
        note(
          'The full price brochure, which details every service and the competent mediator, is provided with the account agreement and remains available in your customer area. Any change in prices is communicated to you at least two months before it applies.',
        ),
      ],
    },
  ],
};

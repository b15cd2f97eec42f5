import {
  type CapitalDepositReply,
  CapitalDepositReplySchema,
  type DepositShareholderReply,
} from '@app/domain';

/** A holder as the API sends it (600 of 1 000 shares of a 10 000 € capital unless told). */
export const holder = (change: Partial<DepositShareholderReply> = {}): DepositShareholderReply => ({
  id: 'h1',
  representative_id: 'r1',
  kind: 'person',
  name: 'Anne Martin',
  shares: 600,
  amount_due: '6000.00',
  amount_received: '0.00',
  amount_held: '0.00',
  transfer_reference: 'CAP-7K2Q-ANNE',
  status: 'waiting',
  overpaid: false,
  transfers: [],
  ...change,
});

/** A deposit checked by the contract's own schema, so a test cannot pass on a shape the API never sends. */
export const deposit = (change: Partial<CapitalDepositReply> = {}): CapitalDepositReply =>
  CapitalDepositReplySchema.parse({
    company_id: 'c1',
    company_name: 'SELARL Martin Dubois',
    opening_status: 'capital_deposit',
    account: {
      holder_name: 'SELARL MARTIN DUBOIS EN FORMATION',
      iban: 'FR7630004000031234567890143',
      bic: 'BNPAFRPPXXX',
      rib: { pdf_url: 'http://api.test/accounts/blocked-1/rib.pdf' },
    },
    capital_amount: '10000.00',
    amount_received: '0.00',
    number_of_shares: 1000,
    shareholders: [
      holder(),
      holder({
        id: 'h2',
        representative_id: 'r2',
        name: 'Bruno Dubois',
        shares: 400,
        amount_due: '4000.00',
        transfer_reference: 'CAP-7K2Q-BRUN',
      }),
    ],
    certificate: null,
    registration: null,
    ...change,
  });

import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { translate } from '../messages';
import { QueueDoneSchema } from './backoffice-queues.contract';
import { BankFeedTransferSchema } from './capital-deposit.contract';
import {
  CloseCaseBodySchema,
  DocumentDecisionBodySchema,
  FirstTransferBodySchema,
  RefuseCaseBodySchema,
} from './decisions.contract';

// What operators write (a refusal's note, a document decision's reason or message to the
// customer, a closure's note, a queue item's note, a payer's name) and what the bank feed sends
// (the payer's name, the remittance reference) is shown to other operators, the customer or the
// bank's systems: nothing in it may make it read otherwise than it is stored.

const bankFeedTransfer = {
  transfer_id: 'TX-1',
  account_iban: 'FR7630004000031234567890143',
  payer_name: 'SELARL Cabinet Martin',
  payer_iban: 'FR7630006000011234567890189',
  amount: '50.00',
  reference: 'APPORT CAPITAL',
  value_date: '2026-11-26',
};

/** Each free text, with a valid body around it, and whether it is written on several lines. */
const FREE_TEXTS: [string, z.ZodType, (text: string) => unknown, 'single' | 'multiple'][] = [
  ['a refusal note', RefuseCaseBodySchema, (note) => ({ reason_code: 'other', note }), 'multiple'],
  ['a closure note', CloseCaseBodySchema, (note) => ({ note }), 'multiple'],
  [
    'a rejection reason',
    DocumentDecisionBodySchema,
    (reason) => ({ decision: 'rejected', reason }),
    'multiple',
  ],
  [
    'a message to the customer',
    DocumentDecisionBodySchema,
    (message) => ({ decision: 'resubmit', message }),
    'multiple',
  ],
  ['a queue note', QueueDoneSchema, (note) => ({ note }), 'multiple'],
  [
    "a recorded first transfer's payer",
    FirstTransferBodySchema,
    (payer_name) => ({
      payer_name,
      payer_iban: bankFeedTransfer.payer_iban,
      amount: '50.00',
      value_date: '2026-11-26',
    }),
    'single',
  ],
  [
    "the bank feed's payer",
    BankFeedTransferSchema,
    (payer_name) => ({ ...bankFeedTransfer, payer_name }),
    'single',
  ],
  [
    "the bank feed's reference",
    BankFeedTransferSchema,
    (reference) => ({ ...bankFeedTransfer, reference }),
    'single',
  ],
];

const DISGUISED = [
  ['a right-to-left override', 'Dossier conforme \u202eetoN'],
  ['a left-to-right isolate', 'Pièce \u2066reçue\u2069'],
  ['a zero-width space', 'APPORT\u200bCAPITAL'],
  ['a right-to-left mark', 'Martin\u200f'],
  ['a byte-order mark', 'Mar\ufefftin'],
  ['a control character', 'Martin\u0007'],
  ['a C1 control', 'Martin\u009b31m'],
] as const;

const issueOf = (schema: z.ZodType, body: unknown) => {
  const parsed = schema.safeParse(body);
  return parsed.success ? null : parsed.error.issues[0];
};

describe('the free texts of operators and of the bank feed', () => {
  for (const [name, schema, body, lines] of FREE_TEXTS) {
    it.each(DISGUISED)(`${name}: refuses %s`, (_what, text) => {
      expect(issueOf(schema, body(text))?.message).toBe('validation.text_characters');
    });

    it(`${name}: ${lines === 'multiple' ? 'keeps its line breaks and tabs' : 'stays on one line'}`, () => {
      const issue = issueOf(schema, body('Première ligne\n\tseconde ligne'));
      if (lines === 'multiple') expect(issue).toBeNull();
      else expect(issue?.message).toBe('validation.text_characters');
    });

    it(`${name}: takes a plain text as it is`, () => {
      expect(issueOf(schema, body('Cabinet Müller & Fils – n° 12'))).toBeNull();
    });
  }

  it('says why in the caller’s language', () => {
    expect(translate('fr', 'validation.text_characters')).toMatch(/caractères non autorisés/);
    expect(translate('en', 'validation.text_characters')).toMatch(/characters that are not allowed/);
    expect(translate('de', 'validation.text_characters')).toMatch(/unzulässige Zeichen/);
  });
});

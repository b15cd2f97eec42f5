import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInOperator, signedIn } from '../backoffice/operator-kit';
import { postTransfer, transferTo } from '../capital-deposit/deposit-fixture';
import { act, newOperator, type SubmittedSignup, statusOf, submittedSignup } from '../decisions/decision-kit';
import { createTestApp, type TestApp } from '../helpers/test-app';

// A text that reads otherwise than it is stored (a right-to-left override turning "Note" into
// "etoN", an invisible space splitting a reference) is refused where it enters: an operator's
// note or a payer's name, the bank feed's payer and reference. 422 with the field's message in
// the caller's language, and nothing written.

const RIGHT_TO_LEFT_OVERRIDE = '\u202e';
const ISOLATE = '\u2066';
const ZERO_WIDTH_SPACE = '\u200b';

let t: TestApp;
let supervisor: SignedInOperator;
let signup: SubmittedSignup;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'false' } });
  supervisor = await signedIn(t, await newOperator(t, 'supervisor'));
  signup = await submittedSignup(t);
  const reviewer = await signedIn(t, await newOperator(t, 'reviewer'));
  expect((await act(t, reviewer, `/backoffice/cases/${signup.caseId}/review`)).statusCode).toBe(200);
}, 60_000);
afterAll(async () => t?.close());

const count = async (table: 'audit_entries' | 'bank_feed_transfers' | 'first_transfers') =>
  Number(
    (
      await t.deps.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** A transfer the bank feed reports, credited to the signup's account. */
const transferBody = (overrides: Record<string, string>) => transferTo(signup.iban, overrides);

describe('texts that disguise themselves', () => {
  it("are refused in an operator's note, in the operator's language, and the case does not move", async () => {
    const journal = await count('audit_entries');
    const response = await t.app.inject({
      method: 'POST',
      url: `/backoffice/cases/${signup.caseId}/refuse`,
      headers: { ...supervisor.writeHeaders, 'x-language': 'de' },
      payload: { reason_code: 'other', note: `Unterlagen geprüft ${RIGHT_TO_LEFT_OVERRIDE}gnuhielbA` },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().fields).toEqual({
      note: 'Dieses Feld enthält unzulässige Zeichen (Steuerzeichen, unsichtbare Zeichen oder Schreibrichtungszeichen)',
    });
    expect(await statusOf(t, signup.caseId)).toBe('under_review');
    expect(await count('audit_entries')).toBe(journal);
  });

  it("are refused in a first transfer's payer recorded by a supervisor", async () => {
    const before = await count('first_transfers');
    const response = await t.app.inject({
      method: 'POST',
      url: `/backoffice/cases/${signup.caseId}/first-transfers`,
      headers: { ...supervisor.writeHeaders, 'x-language': 'en' },
      payload: {
        payer_name: `SELARL Cabinet${ISOLATE} Martin`,
        payer_iban: 'FR7630006000011234567890189',
        amount: '50.00',
        value_date: '2026-11-26',
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().fields.payer_name).toBe(
      'This field contains characters that are not allowed (control, invisible or text-direction characters)',
    );
    expect(await count('first_transfers')).toBe(before);
  });

  it("keep an operator's note on several lines", async () => {
    const response = await act(t, supervisor, `/backoffice/cases/${signup.caseId}/refuse`, {
      reason_code: 'other',
      note: 'Pièces incohérentes :\n\t- relevé\n\t- Kbis',
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it("are refused in the bank feed's payer and reference, and the transfer is not received", async () => {
    const before = await count('bank_feed_transfers');
    for (const body of [
      transferBody({ payer_name: `Camille ${RIGHT_TO_LEFT_OVERRIDE}nitraM` }),
      transferBody({ reference: `APPORT${ZERO_WIDTH_SPACE}CAPITAL` }),
      transferBody({ reference: 'APPORT\nCAPITAL' }),
    ]) {
      const response = await postTransfer(t, body);
      expect(response.statusCode, response.body).toBe(422);
      expect(Object.keys(response.json().fields)).toEqual([
        body.reference === 'none' ? 'payer_name' : 'reference',
      ]);
    }
    expect(await count('bank_feed_transfers')).toBe(before);
  });
});

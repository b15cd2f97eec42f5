import type { OperatorRole } from '@app/domain';
import { expect } from 'vitest';
import { createOperator, type OperatorEnrolment } from '../../src/modules/operators/create-operator';
import { currentTotp } from '../../src/modules/operators/totp';
import { totpSeedSealOf } from '../../src/modules/operators/totp-seed-seal';
import { OPERATOR_COOKIE } from '../../src/plugins/operator-auth';
import type { TestApp } from '../helpers/test-app';

export const OPERATOR_PASSWORD = 'Registre-des-comptes-2026';

let counter = 0;

/** An operator created as `npm run operator:create` does, with what it printed once. */
export async function newOperator(
  t: TestApp,
  role: OperatorRole,
): Promise<OperatorEnrolment & { role: OperatorRole }> {
  counter += 1;
  const created = await createOperator(
    {
      db: t.deps.db,
      clock: t.deps.clock,
      audit: t.app.services.audit,
      seeds: totpSeedSealOf(t.deps.config),
      issuer: 'Test bank back-office',
    },
    {
      email: `${role}${counter}@bank.example`,
      name: `Agent ${role} ${counter}`,
      role,
      password: OPERATOR_PASSWORD,
    },
  );
  return { ...created, role };
}

/** The session cookie's value in a Set-Cookie answer. */
export function sessionCookieOf(setCookie: string | string[] | undefined): string {
  const header = [setCookie ?? []].flat().find((line) => line.startsWith(`${OPERATOR_COOKIE}=`));
  expect(header, 'session cookie').toBeDefined();
  return (header as string).split(';')[0]?.slice(OPERATOR_COOKIE.length + 1) as string;
}

export interface SignedInOperator {
  /** The operator's id, as the journal and the records name them. */
  operatorId: string;
  cookie: string;
  csrf: string;
  /** Headers of a read. */
  headers: { cookie: string };
  /** Headers of a state-changing call. */
  writeHeaders: { cookie: string; 'x-csrf-token': string };
}

export const signIn = (t: TestApp, email: string, code: string, password = OPERATOR_PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/backoffice/session', payload: { email, password, code } });

/** Signs the operator in with the TOTP code of the test clock's moment. */
export async function signedIn(t: TestApp, operator: OperatorEnrolment): Promise<SignedInOperator> {
  const response = await signIn(t, operator.email, currentTotp(operator.totpSecret, t.deps.clock.now()));
  expect(response.statusCode, response.body).toBe(200);
  const cookie = sessionCookieOf(response.headers['set-cookie']);
  const csrf = response.json().csrf_token as string;
  const header = `${OPERATOR_COOKIE}=${cookie}`;
  return {
    operatorId: response.json().operator.id as string,
    cookie,
    csrf,
    headers: { cookie: header },
    writeHeaders: { cookie: header, 'x-csrf-token': csrf },
  };
}

/** The journal's entries with this action, oldest first. */
export const journalEntries = (t: TestApp, action: string) =>
  t.deps.db
    .selectFrom('audit_entries')
    .selectAll()
    .where('action', '=', action)
    .orderBy('sequence')
    .execute();

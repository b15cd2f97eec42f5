import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OpeningActor, OpeningStatus } from '@app/domain';
import { expect } from 'vitest';
import { newId } from '../../src/ids';
import { signupCompany } from '../companies/company-bodies';
import type { TestApp } from '../helpers/test-app';
import { createTestUser, type TestUser } from '../helpers/test-user';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** The insurer's endpoint on loopback: keeps what it receives, answers 500 while `down` says so. */
export async function startReceiver() {
  const received: Received[] = [];
  const state = { failuresLeft: 0, down: false };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (state.down || state.failuresLeft > 0) {
        state.failuresLeft = Math.max(0, state.failuresLeft - 1);
        response.writeHead(503).end();
        return;
      }
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/reports`,
    received,
    state,
    events: () =>
      received.map(
        (entry) => JSON.parse(entry.body) as { id: string; type: string; opening_reference: string },
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A customer's opening with its account and the terms' information-exchange consent (or without). */
export async function openingWithAccount(
  t: TestApp,
  options: { consent?: boolean } = {},
): Promise<{ user: TestUser; companyId: string }> {
  const user = await createTestUser(t.deps);
  const created = await t.app.inject({
    method: 'POST',
    url: '/companies',
    headers: user.headers,
    payload: signupCompany(),
  });
  expect(created.statusCode, created.body).toBe(201);
  const companyId = created.json().id as string;
  const now = t.deps.clock.now().toISOString();
  await t.deps.db
    .insertInto('accounts')
    .values({
      id: newId(),
      uuid: newId(),
      company_id: companyId,
      user_id: user.id,
      bank_code: '30004',
      branch_code: '00001',
      account_number: String(Math.floor(Math.random() * 1e11)).padStart(11, '0'),
      rib_key: '00',
      iban: `FR76${newId().replaceAll('-', '').slice(0, 23)}`,
      bic: 'BNPAFRPP',
      bank_name: 'Banque',
      holder_name: 'Cabinet',
      holder_address: '{}',
      created_at: now,
      terms_accepted_at: now,
      deposit_guarantee_accepted_at: now,
      consent_accepted_at: options.consent === false ? null : now,
      accepted_document_versions: null,
      communication_accepted_at: null,
    })
    .execute();
  return { user, companyId };
}

const ACTOR: Partial<Record<OpeningStatus, OpeningActor>> = { submitted: 'customer' };

/** Moves the opening through the real openings service, one transaction each, as the services do. */
export async function move(t: TestApp, companyId: string, ...statuses: OpeningStatus[]) {
  for (const to of statuses) {
    await t.deps.db.transaction().execute((trx) =>
      t.app.services.openings.move(trx, {
        companyId,
        to,
        actor: { kind: ACTOR[to] ?? 'operator', id: null },
        at: t.deps.clock.now().toISOString(),
      }),
    );
  }
}

export const reportsOf = (t: TestApp, companyId: string) =>
  t.deps.db
    .selectFrom('status_reports')
    .selectAll()
    .where('company_id', '=', companyId)
    .orderBy('seq')
    .execute();

/** A consented opening begun from a partner's request (its customer took the link). */
export async function openingOfRequest(t: TestApp, requestId: string) {
  const opening = await openingWithAccount(t);
  await t.deps.db
    .updateTable('companies')
    .set({ signup_request_id: requestId })
    .where('id', '=', opening.companyId)
    .execute();
  await t.deps.db
    .updateTable('signup_requests')
    .set({ user_id: opening.user.id, status: 'processing' })
    .where('id', '=', requestId)
    .execute();
  return opening;
}

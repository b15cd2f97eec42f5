import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/clock';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { brandInsurer, createRequest, operatingCompanyRequest, partnerToken } from '../partners/partner-kit';
import { move, openingOfRequest, openingWithAccount, reportsOf, startReceiver } from './report-kit';

/**
 * What the insurer reads in a report, posted and listed alike: its own reference of the request
 * for an opening it asked for; for an opening started on the web with the customer's consent, the
 * member's name, e-mail and SIREN. Nothing more.
 */
const clock = fixedClock(new Date('2026-11-28T09:00:00Z'));
const INSURER_CLIENT_ID = 'ptn_brand_insurer_of_the_tests';

describe('what a status report tells the insurer', () => {
  let t: TestApp;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let insurer: { authorization: string };
  beforeAll(async () => {
    receiver = await startReceiver();
    t = await createTestApp({
      clock,
      env: {
        RATE_LIMIT_ENABLED: 'false',
        STATUS_REPORT_URL: receiver.url,
        STATUS_REPORT_PARTNER: INSURER_CLIENT_ID,
        STATUS_REPORT_SECRETS: 'secret-of-the-insurer-0123456789abcdef',
      },
    });
    insurer = await partnerToken(t, await brandInsurer(t, INSURER_CLIENT_ID));
  });
  afterEach(() => {
    receiver.received.length = 0;
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  const deliver = () => t.app.services.statusReportDelivery.deliverDue();
  const listed = async (id: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/partner/v1/events?limit=100',
      headers: insurer,
    });
    return response.json().items.find((item: { id: string }) => item.id === id);
  };

  it('an opening the insurer asked for: its own reference of the request, and no personal data', async () => {
    const request = await createRequest(
      t,
      insurer,
      'order-ref-1',
      operatingCompanyRequest({ partner_reference: 'ADH-2026-00042' }),
    );
    const { companyId } = await openingOfRequest(t, request.uuid);
    await move(t, companyId, 'submitted');
    const [report] = await reportsOf(t, companyId);
    expect(await deliver()).toMatchObject({ delivered: 1 });
    const expected = {
      id: report?.id,
      type: 'opening.in_opening',
      created_at: report?.created_at,
      opening_reference: companyId,
      signup_request_id: request.uuid,
      partner_reference: 'ADH-2026-00042',
      member: null,
    };
    expect(JSON.parse(receiver.received[0]?.body ?? '{}')).toEqual(expected);
    expect(await listed(report?.id ?? '')).toEqual(expected);
  });

  it('an opening started on the web with the consent: the member’s name, e-mail and SIREN, nothing more', async () => {
    const { user, companyId } = await openingWithAccount(t);
    await move(t, companyId, 'submitted');
    const holder = await t.deps.db
      .selectFrom('users')
      .select(['first_name', 'last_name', 'email'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    // The customer renames themselves before the report goes: it is sent as it was written.
    await t.deps.db.updateTable('users').set({ last_name: 'Renamed' }).where('id', '=', user.id).execute();
    const [report] = await reportsOf(t, companyId);
    expect(await deliver()).toMatchObject({ delivered: 1 });
    const expected = {
      id: report?.id,
      type: 'opening.in_opening',
      created_at: report?.created_at,
      opening_reference: companyId,
      signup_request_id: null,
      partner_reference: null,
      member: { ...holder, siren: '123456789' },
    };
    expect(JSON.parse(receiver.received[0]?.body ?? '{}')).toEqual(expected);
    expect(await listed(report?.id ?? '')).toEqual(expected);
  });

  it('keeps no member data on a report the consent’s withdrawal stopped', async () => {
    const { user, companyId } = await openingWithAccount(t);
    await move(t, companyId, 'submitted');
    const withdrawn = await t.app.inject({
      method: 'DELETE',
      url: `/companies/${companyId}/information-exchange-consent`,
      headers: user.headers,
    });
    expect(withdrawn.statusCode).toBe(200);
    const [report] = await reportsOf(t, companyId);
    expect(report).toMatchObject({
      state: 'skipped',
      member_first_name: null,
      member_last_name: null,
      member_email: null,
      member_siren: null,
    });
    expect(await deliver()).toMatchObject({ delivered: 0 });
  });
});

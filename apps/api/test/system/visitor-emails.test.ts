import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * An e-mail the API sends to a visitor's address (any address typed in a public form) never
 * carries what the visitor typed beyond their own name: no link, no message of theirs. What a
 * visitor writes goes to the bank's team address only.
 */
const TEAM = 'team@bank.example.test';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'false', CONTACT_TEAM_EMAIL: TEAM } });
});
afterAll(async () => t?.close());

const reminder = (overrides: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/user/signup-reminder',
    headers: { 'x-language': 'en' },
    payload: {
      first_name: 'Noah',
      last_name: 'Perrin',
      email: 'target@example.test',
      phone: '+33 7 00 00 00 01',
      company_name: 'Cabinet Perrin',
      company_size: '1-10',
      ...overrides,
    },
  });

const mailsTo = (recipient: string) => t.deps.messaging.latest({ recipient });

describe('the mobile reminder e-mail', () => {
  it.each([
    ['first_name', 'Gagnez https://evil.test'],
    ['first_name', '<a href="https://evil.test">Noah</a>'],
    ['last_name', 'www.evil.test'],
  ])('is not sent when %s carries a link (%s): the name is refused at its field', async (field, value) => {
    const recipient = `victim-${field}-${value.length}@example.test`;
    const response = await reminder({ [field]: value, email: recipient });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().fields[field]).toBe(
      'A name may only contain letters, spaces, apostrophes, hyphens and dots',
    );
    expect(await mailsTo(recipient)).toEqual([]);
  });

  it('echoes the first name only: not the surname, phone, company name or size typed', async () => {
    const response = await reminder({
      first_name: 'Zoë',
      last_name: 'Surnamemarker',
      phone: '+33 7 99 88 77 66',
      company_name: 'Companymarker Visit evil.test',
      email: 'zoe@example.test',
    });
    expect(response.statusCode, response.body).toBe(201);
    const [mail] = await mailsTo('zoe@example.test');
    const sent = `${mail?.subject}\n${mail?.body_text}\n${mail?.body_html}`;
    expect(sent).toContain('Zoë');
    for (const typed of ['Surnamemarker', '99 88 77 66', 'Companymarker', 'evil.test', '1-10']) {
      expect(sent).not.toContain(typed);
    }
  });
});

describe('the contact form', () => {
  it("sends the visitor's message to the team address only, nothing to the visitor's address", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/contact',
      headers: { 'x-language': 'en' },
      payload: {
        email: 'visitor@example.test',
        subject: 'Offer https://evil.test',
        message: 'Click https://evil.test now',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(await mailsTo('visitor@example.test')).toEqual([]);
    const [mail] = await mailsTo(TEAM);
    expect(mail?.body_text).toContain('Click https://evil.test now');
  });
});

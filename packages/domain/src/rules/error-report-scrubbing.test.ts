import { describe, expect, it } from 'vitest';
import { SCRUBBED, scrubErrorReport, scrubText } from './error-report-scrubbing';

describe('error reports carry no personal data', () => {
  it('replaces e-mails, phones, IBANs, account numbers and tokens in text', () => {
    const text = scrubText(
      'camille.durand@example.fr 06 12 34 56 78 +33 6 12 34 56 78 FR76 3000 4000 0312 3456 7890 143 ' +
        '12345678901 Bearer abc.def-ghi eyJhbGciOiJIUzI1NiJ9abcdefghijklmnop',
    );
    for (const secret of ['camille', '06 12', '+33', 'FR76', '12345678901', 'abc.def', 'eyJ']) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain(SCRUBBED);
  });

  it('drops the user, the request body, headers, cookies and query string; keeps the request id', () => {
    const report = scrubErrorReport({
      event_id: 'a'.repeat(32),
      user: { email: 'camille@example.fr', ip_address: '203.0.113.9' },
      request: {
        url: 'https://app.example/login?token=secret-link-token&email=camille@example.fr',
        method: 'POST',
        data: { password: 'Kinésithérapie-2026' },
        headers: { authorization: 'Bearer x' },
        cookies: { session: 'y' },
        query_string: 'token=secret-link-token',
      },
      tags: { request_id: '3f0c1e9a-2b7d-4c11-9a55-0e6f2b1c7d10' },
      extra: { last_name: 'Durand', file: 'carte.pdf' },
    });
    expect(report).not.toHaveProperty('user');
    expect(report.request).toEqual({ url: 'https://app.example/login', method: 'POST' });
    expect(report.tags.request_id).toBe('3f0c1e9a-2b7d-4c11-9a55-0e6f2b1c7d10');
    expect(report.event_id).toBe('a'.repeat(32));
    expect(report.extra).toEqual({ last_name: SCRUBBED, file: 'carte.pdf' });
    expect(JSON.stringify(report)).not.toMatch(/camille|Durand|secret-link-token|Kinésithérapie/);
  });
});

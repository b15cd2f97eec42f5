// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ErrorIntake, startErrorIntake } from '../../../../../scripts/error-intake/intake-server';
import { writeConsent } from '../consent/consent-cookie';
import { flushReports, reportFailure, resetErrorReporting } from './error-reporting';

/** Spec §8: upload errors and the SCA failure are reported, with analytics consent only, scrubbed. */
describe('error reporting from the web app', () => {
  let intake: ErrorIntake;

  beforeAll(async () => {
    intake = await startErrorIntake();
    window.__ENV__ = { apiUrl: 'http://localhost:8081', errorReportingDsn: intake.dsn('3') };
  });
  afterEach(() => resetErrorReporting());
  afterAll(async () => {
    window.__ENV__ = undefined;
    await intake.close();
  });

  it('reports nothing without analytics consent', async () => {
    writeConsent({ functional: true, analytics: false });
    await reportFailure({ kind: 'upload', problem: 'server', status: 500 });
    await reportFailure({ kind: 'sca', reason: 'rejected' });
    expect(await flushReports()).toBe(true);
    expect(intake.events()).toEqual([]);
  });

  it('with consent, an upload error and the SCA failure reach the service, personal data scrubbed', async () => {
    writeConsent({ functional: true, analytics: true });
    window.history.pushState({}, '', '/documents?email=camille.durand@example.fr');
    await reportFailure({ kind: 'upload', problem: 'too_large', status: 413 });
    await reportFailure({ kind: 'sca', reason: 'rejected' });
    await reportFailure({
      kind: 'unexpected',
      error: new Error(
        'Upload of camille.durand@example.fr 06 12 34 56 78 FR76 3000 4000 0312 3456 7890 143',
      ),
    });
    await flushReports();
    const received = await intake.waitFor(3);
    const messages = received.map(({ event }) => event.message ?? '');
    expect(messages).toContain('Upload error: too_large');
    expect(messages).toContain('Error on SCA');
    expect(received.every(({ project }) => project === '3')).toBe(true);
    const sent = JSON.stringify(received);
    for (const personal of ['camille', '06 12 34', 'FR76', '3000 4000']) expect(sent).not.toContain(personal);
    // The page's path is kept, its query string is not.
    expect(sent).toContain('/documents');
  });
});

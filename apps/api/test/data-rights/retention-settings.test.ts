import { describe, expect, it } from 'vitest';
import { checkProductionStart, loadConfig } from '../../src/config';

describe('the retention settings', () => {
  it('keep an abandoned opening 90 days and an ended relationship five years by default, checked hourly', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).retention).toEqual({
      abandonedDays: 90,
      closedYears: 5,
      intervalMs: 3_600_000,
    });
  });

  it('refuse a retention interval under a minute or over a day', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', RETENTION_INTERVAL_MINUTES: '0' })).toThrow(
      /RETENTION_INTERVAL_MINUTES/,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', RETENTION_INTERVAL_MINUTES: '1441' })).toThrow(
      /RETENTION_INTERVAL_MINUTES/,
    );
  });

  it('are refused in production below the five years the law asks', () => {
    expect(() => checkProductionStart({ NODE_ENV: 'production', RETENTION_CLOSED_YEARS: '4' })).toThrow(
      /RETENTION_CLOSED_YEARS: at least 5/,
    );
  });
});

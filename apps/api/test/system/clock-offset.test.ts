import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { clockFromConfig, systemClock } from '../../src/clock';
import { checkProductionStart, loadConfig } from '../../src/config';

const HOUR = 3_600_000;
const dir = mkdtempSync(join(tmpdir(), 'clock-offset-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('moving the API clock (fault drills, expiry checks)', () => {
  it('is the system clock unless asked', () => {
    expect(clockFromConfig(loadConfig({ NODE_ENV: 'development' }))).toBe(systemClock);
  });

  it('moves by CLOCK_OFFSET_MS', () => {
    const clock = clockFromConfig(loadConfig({ NODE_ENV: 'test', CLOCK_OFFSET_MS: String(2 * HOUR) }));
    expect(clock.now().getTime() - Date.now()).toBeGreaterThan(2 * HOUR - 1000);
    expect(clock.now().getTime() - Date.now()).toBeLessThanOrEqual(2 * HOUR);
  });

  it('follows CLOCK_OFFSET_FILE while running: time moves without a restart', async () => {
    const file = join(dir, 'offset');
    const clock = clockFromConfig(loadConfig({ NODE_ENV: 'test', CLOCK_OFFSET_FILE: file }));
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(1000);
    writeFileSync(file, String(13 * HOUR));
    await wait(250);
    expect(clock.now().getTime() - Date.now()).toBeGreaterThan(13 * HOUR - 1000);
    rmSync(file);
    await wait(250);
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(1000);
  });

  it('is refused in production: the bank never runs on a moved clock', () => {
    expect(() => checkProductionStart({ NODE_ENV: 'production', CLOCK_OFFSET_MS: '60000' })).toThrow(
      /CLOCK_OFFSET_MS/,
    );
    expect(() => checkProductionStart({ NODE_ENV: 'production', CLOCK_OFFSET_FILE: join(dir, 'x') })).toThrow(
      /refused in production/,
    );
  });
});

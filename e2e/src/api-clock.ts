import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The file the test API reads its clock's offset from (CLOCK_OFFSET_FILE, set by playwright.config.ts). */
const offsetFile = (): string => {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is set by playwright.config.ts');
  return join(dataDir, 'clock-offset-ms');
};

/** The API reads the offset file again at most every 200 ms: past this, every call sees the new time. */
const OFFSET_TAKES_EFFECT_MS = 250;

/**
 * Runs `work` with the API's clock set to `at` (outside production only), then puts it back: what
 * the API records meanwhile (a submission's date) is dated as if it happened then.
 */
export async function atApiTime<T>(at: Date, work: () => Promise<T>): Promise<T> {
  const move = async (offsetMs: number) => {
    writeFileSync(offsetFile(), String(offsetMs));
    await new Promise((resolve) => setTimeout(resolve, OFFSET_TAKES_EFFECT_MS));
  };
  await move(at.getTime() - Date.now());
  try {
    return await work();
  } finally {
    await move(0);
  }
}

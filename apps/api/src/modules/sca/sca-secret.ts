import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../../config';

/**
 * The key that hashes codes. Configured in production (SCA_SECRET); on the embedded default a
 * random key is created once under the data folder, so codes survive a restart.
 */
export function loadScaSecret(config: Pick<AppConfig, 'dataDir' | 'sca'>): string {
  if (config.sca.secret) return config.sca.secret;
  const file = join(config.dataDir, 'sca-secret.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64url');
  try {
    writeFileSync(file, key, { mode: 0o600, flag: 'wx' });
    return key;
  } catch (error) {
    // Another process created it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim();
    throw error;
  }
}

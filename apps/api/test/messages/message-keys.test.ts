import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isMessageKey } from '@app/domain';
import { keyLiteralsIn } from '@app/domain/messages/key-literals';
import { describe, expect, it } from 'vitest';

/** Literals shaped like keys that are not messages. */
const NOT_MESSAGES = new Set([
  // SCA_ENROLL_ACTION, the action a challenge confirms (its words are sca.action.sca.enroll).
  'sca.enroll',
]);

describe('messages the API sends', () => {
  it('are all in the catalogue: every key-shaped literal of the sources is a key', () => {
    const root = join(import.meta.dirname, '../../src');
    const sources = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((path) =>
      path.endsWith('.ts'),
    );
    const unknown = sources.flatMap((path) =>
      keyLiteralsIn(readFileSync(join(root, path), 'utf8'))
        .filter((key) => !isMessageKey(key) && !NOT_MESSAGES.has(key))
        .map((key) => `${path}: ${key}`),
    );
    expect(sources.length).toBeGreaterThan(100);
    expect(unknown).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import './zod-without-eval';
import { config, z } from 'zod';

describe('zod under the CSP', () => {
  it('runs without compiling parsers with eval, and still parses', () => {
    expect(config().jitless).toBe(true);
    const schema = z.object({ name: z.string() });
    expect(schema.safeParse({ name: 'Durand' }).success).toBe(true);
    expect(schema.safeParse({ name: 1 }).success).toBe(false);
  });
});

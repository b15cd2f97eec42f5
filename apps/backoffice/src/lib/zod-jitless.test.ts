import { describe, expect, it } from 'vitest';
import './zod-jitless';
import { config, z } from 'zod';

describe('zod under the CSP', () => {
  it('parses without compiling parsers with eval', () => {
    expect(config().jitless).toBe(true);
    const schema = z.object({ note: z.string().min(1) });
    expect(schema.safeParse({ note: 'Rappelé' }).success).toBe(true);
    expect(schema.safeParse({ note: '' }).success).toBe(false);
  });
});

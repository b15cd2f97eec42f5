import { emailSchema, genderSchema } from '@app/domain';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodFormResolver } from './zod-resolver';

// biome-ignore lint/suspicious/noExplicitAny: the options react-hook-form passes, for any form
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<any>;

describe('zodFormResolver', () => {
  it("keeps a union's own domain message, else says what its first member needs", async () => {
    const schema = z.object({ gender: genderSchema, email: emailSchema.nullish().or(z.literal('')) });
    const result = await zodFormResolver(schema)({ gender: null, email: 'nope' }, undefined, options);
    expect(result.errors).toMatchObject({
      gender: { message: 'validation.gender_required' },
      email: { message: 'validation.email_format' },
    });
  });

  it('checks the payload built from the values, under the form paths, and submits the values as typed', async () => {
    const schema = z.object({ shares: z.number({ error: 'validation.required' }) });
    const resolver = zodFormResolver<{ shares: string }>(schema, (values) => ({
      shares: values.shares ? Number(values.shares) : undefined,
    }));
    expect((await resolver({ shares: '' }, undefined, options)).errors).toMatchObject({
      shares: { message: 'validation.required' },
    });
    expect(await resolver({ shares: '12' }, undefined, options)).toEqual({
      values: { shares: '12' },
      errors: {},
    });
  });
});

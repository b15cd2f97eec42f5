import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as account from './account';
import { accountCreateSchema } from './account';
import * as address from './address';
import * as clientStatus from './client-status';
import * as company from './company';
import { companySchema } from './company';
import * as companyMandate from './company-mandate';
import { companyMandateSchema } from './company-mandate';
import * as fields from './fields';
import * as forms from './forms';
import * as companyFreeFields from './free-fields';
import * as kyc from './kyc';
import * as representative from './representative';
import { representativeSchema } from './representative';

/**
 * Every string a body may carry has a maximum length, and every list a maximum count: a value
 * without one is a field stored without a check (a 600 000-character SIREN was). Reply-side
 * schemas (what the API serves) are not bodies and are left out.
 */
const NOT_BODIES = new Set(['KycQuestionSchema', 'KycQuestionnaireSchema', 'KycAnswerOptionSchema']);

const modules: Record<string, unknown>[] = [
  account,
  address,
  clientStatus,
  company,
  companyFreeFields,
  companyMandate,
  fields,
  forms,
  kyc,
  representative,
];

const shares = { remainingShares: 1000, ownShares: 0 };
const contextual: [string, z.ZodType][] = [
  ...(['signup', 'enrollment'] as const).flatMap((journey): [string, z.ZodType][] => [
    [`companySchema(${journey})`, companySchema({ journey })],
    [`companyMandateSchema(${journey})`, companyMandateSchema({ journey, ...shares })],
    [`representativeSchema(${journey}, user)`, representativeSchema({ journey, isUser: true, ...shares })],
  ]),
  ['accountCreateSchema', accountCreateSchema()],
];

const bodySchemas: [string, z.ZodType][] = [
  ...modules.flatMap((exports) =>
    Object.entries(exports).filter(
      (entry): entry is [string, z.ZodType] =>
        entry[0].endsWith('Schema') && entry[1] instanceof z.ZodType && !NOT_BODIES.has(entry[0]),
    ),
  ),
  ...contextual,
];

interface Json {
  type?: string | string[];
  maxLength?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  [key: string]: unknown;
}

/** Paths of the strings without maxLength and the lists without maxItems in a JSON schema. */
function unbounded(node: unknown, path: string, found: string[]) {
  if (Array.isArray(node)) {
    node.forEach((child, index) => {
      unbounded(child, `${path}[${index}]`, found);
    });
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const schema = node as Json;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const fixed = schema.enum !== undefined || schema.const !== undefined;
  if (types.includes('string') && schema.maxLength === undefined && !fixed) found.push(`${path} (string)`);
  if (types.includes('array') && schema.maxItems === undefined) found.push(`${path} (list)`);
  for (const [key, child] of Object.entries(schema)) unbounded(child, `${path}/${key}`, found);
}

describe('the body schemas', () => {
  it('are found', () => {
    const names = bodySchemas.map(([name]) => name);
    expect(names).toEqual(
      expect.arrayContaining(['AddressSchema', 'MobileReminderSchema', 'ContactSchema', 'KycAnswersSchema']),
    );
    expect(names.length).toBeGreaterThan(20);
  });

  it.each(bodySchemas)('%s bounds every string and list it takes', (_name, schema) => {
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
    const found: string[] = [];
    unbounded(json, '', found);
    expect(found).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { checkPrefill } from './prefill-check';

const page = (results: { siren: string; socialReason: string }[], capped = false) =>
  ({ results, page: 1, per_page: 10, total: results.length, total_pages: 1, capped }) as never;
const term = { kind: 'siret', value: '59180944700038' } as const;
const prefill = { siren: '591809447', siret: '59180944700038' };

describe('checking the request’s company against the register', () => {
  it('says nothing when the register gave up before answering (empty page past its deadline)', () => {
    expect(checkPrefill(prefill, term, page([], true))).toBeNull();
  });

  it('says the number is unknown when the register answered without it', () => {
    expect(checkPrefill(prefill, term, page([]))).toEqual({ kind: 'unknown', number: '59180944700038' });
  });

  it('says nothing once the customer searched for something else', () => {
    expect(checkPrefill(prefill, { kind: 'text', value: 'Benard' }, page([]))).toBeNull();
  });

  it('ignores case, accents and punctuation when comparing the names', () => {
    const found = page([{ siren: '591809447', socialReason: 'SELARL DES DOCTEURS BÉNARD-NICOLAS' }]);
    expect(checkPrefill({ ...prefill, name: 'Selarl des docteurs Benard Nicolas' }, term, found)).toEqual({
      kind: 'confirmed',
      number: '59180944700038',
    });
  });
});

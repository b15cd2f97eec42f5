import { describe, expect, it } from 'vitest';
import { canDelete, canEdit, listState, sharesLeftFor, subtitleParts } from './list-rules';
import { mandate, person } from './test-entries';

const user = person({
  id: 'u',
  is_user: true,
  is_mandatary: true,
  title_code: 'GER',
  is_beneficial_owner: true,
});

describe('shareholders list rules', () => {
  it("keeps the user's own entry from deletion and mandates from the person form", () => {
    expect(canDelete(user)).toBe(false);
    expect(canDelete(person())).toBe(true);
    expect(canDelete(mandate())).toBe(true);
    expect(canEdit(person())).toBe(true);
    expect(canEdit(mandate())).toBe(false);
  });

  it('describes an entry: account representative, job, beneficial owner, shareholder at X %', () => {
    expect(subtitleParts({ ...user, shareholders_value: 3000, percentage: 60 }, 5000)).toEqual([
      { kind: 'account_representative' },
      { kind: 'job', code: 'GER' },
      { kind: 'beneficial_owner' },
      { kind: 'shareholder', percentage: 60, shares: 3000, totalShares: 5000 },
    ]);
    // Above 25 % of the shares is a beneficial owner even when answered no.
    expect(subtitleParts(person({ shareholders_value: 1500, percentage: 30 }), 5000)).toContainEqual({
      kind: 'beneficial_owner',
    });
  });

  it('counts a holding against the declared shares, not a stored percentage of another total', () => {
    // Two 50/50 associates of a company of 1,000 shares: 500 each is 50 %, a beneficial owner.
    const associate = person({ shareholders_value: 500, percentage: 10 });
    expect(subtitleParts(associate, 1000)).toEqual([
      { kind: 'beneficial_owner' },
      { kind: 'shareholder', percentage: 50, shares: 500, totalShares: 1000 },
    ]);
  });

  it('signup: submit needs a non-empty list, a beneficial owner and the certification', () => {
    const base = { journey: 'signup' as const, totalShares: 5000 };
    expect(listState({ ...base, entries: [], certified: true }).canSubmit).toBe(false);
    expect(listState({ ...base, entries: [person()], certified: true }).canSubmit).toBe(false);
    expect(listState({ ...base, entries: [user], certified: false }).canSubmit).toBe(false);
    expect(listState({ ...base, entries: [user], certified: true }).canSubmit).toBe(true);
  });

  it('a company mandate is never the beneficial owner', () => {
    const state = listState({
      journey: 'signup',
      totalShares: 5000,
      entries: [mandate({ shareholders_value: 5000, percentage: 100 })],
      certified: true,
    });
    expect(state.hasBeneficialOwner).toBe(false);
    expect(state.canSubmit).toBe(false);
  });

  it('enrollment: submit also needs every share allocated', () => {
    const owner = person({ is_beneficial_owner: true, shareholders_value: 4000 });
    const base = { journey: 'enrollment' as const, totalShares: 5000, certified: true };
    expect(listState({ ...base, entries: [owner] }).canSubmit).toBe(false);
    expect(listState({ ...base, entries: [owner, mandate({ shareholders_value: 1000 })] }).canSubmit).toBe(
      true,
    );
  });

  it('notices when the user is not in the list', () => {
    const state = listState({
      journey: 'signup',
      totalShares: 5000,
      entries: [person({ is_beneficial_owner: true })],
      certified: true,
    });
    expect(state.userSet).toBe(false);
  });

  it('leaves an entry the shares the others do not hold, a new one what the whole list leaves', () => {
    const held = person({ id: 'a', shareholders_value: 3000 });
    const other = mandate({ id: 'b', shareholders_value: 1500 });
    expect(sharesLeftFor([held, other], held, 5000)).toBe(3500);
    expect(sharesLeftFor([held, other], null, 5000)).toBe(500);
    expect(sharesLeftFor([held, other, person({ id: 'c', shareholders_value: 900 })], null, 5000)).toBe(0);
  });
});

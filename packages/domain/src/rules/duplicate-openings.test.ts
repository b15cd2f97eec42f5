import { describe, expect, it } from 'vitest';
import { DUPLICATE_CANDIDATE_STATUSES, isSamePerson, personIdentityKey } from './duplicate-openings';

const anne = { firstName: 'Anne-Marie', lastName: 'Durand', birthDate: '1980-02-03' };

describe('duplicate openings', () => {
  it('compares open and pending openings, never refused or closed ones', () => {
    expect(DUPLICATE_CANDIDATE_STATUSES).toContain('journey_in_progress');
    expect(DUPLICATE_CANDIDATE_STATUSES).toContain('awaiting_registration');
    expect(DUPLICATE_CANDIDATE_STATUSES).toContain('open');
    expect(DUPLICATE_CANDIDATE_STATUSES).not.toContain('refused');
    expect(DUPLICATE_CANDIDATE_STATUSES).not.toContain('closed');
  });

  it('takes a person written another way for the same person', () => {
    expect(isSamePerson(anne, { firstName: 'anne marie', lastName: 'DURAND', birthDate: '1980-02-03' })).toBe(
      true,
    );
    expect(isSamePerson(anne, { ...anne, firstName: 'Anne Marie', lastName: 'Durand ' })).toBe(true);
    expect(isSamePerson(anne, { ...anne, lastName: 'Duránd' })).toBe(true);
  });

  it('tells apart another birth date, another name, and a person not fully declared', () => {
    expect(isSamePerson(anne, { ...anne, birthDate: '1980-02-04' })).toBe(false);
    expect(isSamePerson(anne, { ...anne, firstName: 'Anne' })).toBe(false);
    expect(isSamePerson(anne, { ...anne, lastName: 'Dupont' })).toBe(false);
    expect(personIdentityKey({ ...anne, birthDate: null })).toBeNull();
    expect(isSamePerson({ ...anne, lastName: null }, { ...anne, lastName: null })).toBe(false);
  });
});

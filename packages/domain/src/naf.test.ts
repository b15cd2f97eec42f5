import { describe, expect, it } from 'vitest';
import {
  findNafActivity,
  NAF_ACTIVITIES,
  normalizeNafCode,
  searchNafActivities,
  toNafItem,
  unknownNafCodeMessage,
} from './naf';

describe('NAF table', () => {
  it('holds the 732 sub-classes with dotted codes', () => {
    expect(NAF_ACTIVITIES).toHaveLength(732);
    expect(NAF_ACTIVITIES.every((activity) => /^\d{2}\.\d{2}[A-Z]$/.test(activity.code))).toBe(true);
  });

  it('finds a code in dotted or compact form', () => {
    expect(normalizeNafCode('8621z')).toBe('86.21Z');
    expect(findNafActivity('8621Z')?.label).toBe('Activité des médecins généralistes');
    const dentists = findNafActivity('86.23Z');
    expect(dentists && toNafItem(dentists)).toEqual({
      codenaf: '86.23Z',
      libelle: 'Pratique dentaire',
    });
    expect(findNafActivity('99.99Z')).toBeUndefined();
    expect(normalizeNafCode('medecin')).toBeNull();
  });

  it('searches labels without regard to accents or case, and pages the results', () => {
    const page = searchNafActivities('MEDECINS', { pageSize: 2 });
    expect(page.items.map((a) => a.code)).toEqual(['86.21Z', '86.22C']);
    expect(page.total).toBeGreaterThanOrEqual(2);
    const infirmiers = searchNafActivities('activites des infirmiers');
    expect(infirmiers.items[0]?.code).toBe('86.90D');
  });

  it('searches by code prefix', () => {
    const page = searchNafActivities('86.2');
    expect(page.items.map((a) => a.code)).toEqual(['86.21Z', '86.22A', '86.22B', '86.22C', '86.23Z']);
    expect(page.hasMore).toBe(false);
  });

  it('pages with a default size of 10 for "see more"', () => {
    const first = searchNafActivities('');
    expect(first.items).toHaveLength(10);
    expect(first.hasMore).toBe(true);
    const second = searchNafActivities('', { page: 2 });
    expect(second.items[0]).toEqual(NAF_ACTIVITIES[10]);
  });
});

describe('unknownNafCodeMessage', () => {
  it('names an unknown but well-formed code, and leaves the other cases to the company schema', () => {
    expect(unknownNafCodeMessage('99.99Z')).toBe('validation.naf_invalid');
    expect(unknownNafCodeMessage('8621A')).toBe('validation.naf_invalid');
    expect(unknownNafCodeMessage('86.21Z')).toBeNull();
    expect(unknownNafCodeMessage('8621z')).toBeNull();
    expect(unknownNafCodeMessage('')).toBeNull();
    expect(unknownNafCodeMessage(null)).toBeNull();
    expect(unknownNafCodeMessage('not a code')).toBeNull();
  });
});

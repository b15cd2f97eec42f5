import { describe, expect, it } from 'vitest';
import { LEGAL_CATEGORIES } from '../legal-categories';
import { legalFormFromInseeCategory } from './insee-legal-forms';
import { isLegalFormCode } from './legal-forms';

describe('legalFormFromInseeCategory', () => {
  it.each([
    ['1000', 'EI'],
    ['5499', 'SARL'],
    ['5498', 'SARL'],
    ['5485', 'SELARL'],
    ['5710', 'SAS'],
    ['5720', 'SASU'],
    ['5785', 'SELAS'],
    ['5599', 'SA'],
    ['6589', 'SCM'],
    ['6571', 'SCP'],
    ['6540', 'SCI'],
    ['6599', 'SC'],
    ['9220', 'ASS'],
    ['8310', 'CSE'],
    ['3220', 'SENIRCS'],
    ['5202', 'SNC'],
  ])('maps %s to %s', (code, form) => {
    expect(legalFormFromInseeCategory(code)).toBe(form);
  });

  it('accepts numbers and unpadded codes, and refuses garbage', () => {
    expect(legalFormFromInseeCategory(5710)).toBe('SAS');
    expect(legalFormFromInseeCategory('0')).toBe('OPCVM');
    expect(legalFormFromInseeCategory('abcd')).toBeNull();
    expect(legalFormFromInseeCategory(undefined)).toBeNull();
    // A ministry is not a form the bank opens accounts for.
    expect(legalFormFromInseeCategory('7113')).toBeNull();
  });

  it('only ever answers a known legal form for the whole INSEE list', () => {
    for (const category of LEGAL_CATEGORIES) {
      if (category.legalForm !== null) expect(isLegalFormCode(category.legalForm)).toBe(true);
    }
    expect(LEGAL_CATEGORIES).toHaveLength(260);
  });
});

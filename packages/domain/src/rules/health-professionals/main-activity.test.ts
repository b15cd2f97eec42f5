import { describe, expect, it } from 'vitest';
import { mainActivityOfProfession } from './main-activity';

describe("the questionnaire's main activity from the profession", () => {
  it.each([
    ['21', null, 'pharmacist'],
    ['40', null, 'dentist'],
    ['50', null, 'midwife'],
    ['60', null, 'nurse'],
    ['70', null, 'physiotherapist'],
    ['80', null, 'podiatrist'],
    ['91', null, 'speech_therapist'],
    ['92', null, 'orthoptist'],
    ['93', null, 'psychologist'],
  ])('profession %s proposes %s', (profession, specialty, activity) => {
    expect(mainActivityOfProfession(profession, specialty)).toBe(activity);
  });

  it.each(['SM26', 'SM53', 'SM54'])(
    'a doctor of general medicine (%s) is a general practitioner',
    (specialty) => {
      expect(mainActivityOfProfession('10', specialty)).toBe('general_practitioner');
    },
  );

  it('a doctor of another specialty (cardiology, SM04) is a specialist', () => {
    expect(mainActivityOfProfession('10', 'SM04')).toBe('specialist');
  });

  it('proposes nothing where the profession does not tell', () => {
    expect(mainActivityOfProfession('10', null)).toBeNull();
    expect(mainActivityOfProfession('28', null)).toBeNull();
    expect(mainActivityOfProfession(null, null)).toBeNull();
  });
});

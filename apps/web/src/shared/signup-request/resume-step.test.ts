import { describe, expect, it } from 'vitest';
import { paths } from '../journey/paths';
import { resumeStepPath } from './resume-step';

describe('where a resumed opening continues', () => {
  it('lands on the first screen of the step the API says was reached, in both journeys', () => {
    for (const journey of ['signup', 'enrollment'] as const) {
      expect(resumeStepPath(journey, 'account')).toBe(`/${journey}/user`);
      expect(resumeStepPath(journey, 'company')).toBe(`/${journey}/company`);
      expect(resumeStepPath(journey, 'representatives')).toBe(paths.shareholdersEdit(journey, 1));
      expect(resumeStepPath(journey, 'terms')).toBe(`/${journey}/terms`);
    }
  });
});

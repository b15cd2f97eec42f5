import { describe, expect, it } from 'vitest';
import { createPasswordScorer } from '../password-scorer';
import { isPasswordAcceptable, meetsPasswordComposition, passwordLevel } from './password-policy';
import { loadPasswordScorer } from './password-strength';

describe('password composition', () => {
  it('needs 8 characters, a letter and a digit', () => {
    expect(meetsPasswordComposition('abcdef12')).toBe(true);
    expect(meetsPasswordComposition('éléphant7')).toBe(true);
    expect(meetsPasswordComposition('abc1234')).toBe(false);
    expect(meetsPasswordComposition('abcdefgh')).toBe(false);
    expect(meetsPasswordComposition('12345678')).toBe(false);
  });

  it('maps scores to the five meter levels', () => {
    expect([0, 1, 2, 3, 4].map((score) => passwordLevel(score as 0 | 1 | 2 | 3 | 4))).toEqual([
      'poor',
      'weak',
      'medium',
      'good',
      'high',
    ]);
  });
});

describe('password scorer (zxcvbn, fr/en/de dictionaries)', () => {
  const scorer = createPasswordScorer();

  it('refuses a common password that passes composition (score 0)', () => {
    expect(meetsPasswordComposition('password1')).toBe(true);
    expect(scorer.score('password1')).toBe(0);
    expect(scorer.isAcceptable('password1')).toBe(false);
    expect(isPasswordAcceptable('password1', scorer.score)).toBe(false);
  });

  it('scores a random password high', () => {
    expect(scorer.score('Kx8#pLq2vR!m')).toBeGreaterThanOrEqual(3);
    expect(scorer.level('Kx8#pLq2vR!m')).toMatch(/good|high/);
    expect(scorer.isAcceptable('Kx8#pLq2vR!m')).toBe(true);
  });

  it('counts user inputs as guessable', () => {
    const plain = scorer.score('Durand-Lefebvre1');
    const withName = scorer.score('Durand-Lefebvre1', ['Durand-Lefebvre']);
    expect(withName).toBeLessThanOrEqual(plain);
  });

  it('knows French and German words', () => {
    // 13 and 8 letters would score higher as unknown strings.
    expect(scorer.score('Schmetterling')).toBeLessThanOrEqual(1);
    expect(scorer.score('papillon')).toBeLessThanOrEqual(1);
    expect(scorer.score('motdepasse')).toBeLessThanOrEqual(1);
  });

  it('scores an empty password 0', () => {
    expect(scorer.score('')).toBe(0);
  });

  it('loads lazily, once', async () => {
    const first = await loadPasswordScorer();
    const second = await loadPasswordScorer();
    expect(first).toBe(second);
    expect(first.score('password1')).toBe(0);
  });
});

import { loadPasswordScorer } from '@app/domain';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { PasswordStrength } from './password-strength';

describe('PasswordStrength', () => {
  beforeAll(async () => {
    await loadPasswordScorer();
  }, 60_000);

  it.each([
    ['password', 'Très faible', 1],
    ['Zq7!vR2#mK9$pL4@wX', 'Excellente', 5],
  ])('rates %s as %s', async (password, label, bars) => {
    const { container } = render(<PasswordStrength password={password} />);
    expect(await screen.findByText(`Sécurité du mot de passe : ${label}`)).toBeInTheDocument();
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuenow', String(bars));
    expect(container.querySelectorAll('.strength__bar--on')).toHaveLength(bars);
  });

  it('shows no level for an empty password', async () => {
    render(<PasswordStrength password="" />);
    expect(await screen.findByText('Sécurité du mot de passe')).toBeInTheDocument();
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuenow', '0');
  });

  it('uses the five domain levels in order', async () => {
    const scorer = await loadPasswordScorer();
    const levels = [
      'aaaaaaaa',
      'Password1',
      'soleil-bleu-29',
      'Correct-Horse-42-Batterie',
      'Zq7!vR2#mK9$pL4@wX',
    ].map((password) => scorer.level(password));
    expect(levels[0]).toBe('poor');
    expect(levels[4]).toBe('high');
    for (const level of levels) expect(['poor', 'weak', 'medium', 'good', 'high']).toContain(level);
  });
});

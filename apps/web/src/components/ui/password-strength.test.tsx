import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordStrength } from './password-strength';

describe('PasswordStrength', () => {
  it.each([
    ['poor', 'Très faible', 1],
    ['high', 'Excellente', 5],
  ] as const)('shows the level %s as %s', async (level, label, bars) => {
    const { container } = render(<PasswordStrength level={level} />);
    expect(await screen.findByText(`Sécurité du mot de passe : ${label}`)).toBeInTheDocument();
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuenow', String(bars));
    expect(container.querySelectorAll('.strength__bar--on')).toHaveLength(bars);
  });

  it('is neutral without a level (empty field or dictionaries still loading)', async () => {
    const { container } = render(<PasswordStrength level={null} />);
    expect(await screen.findByText('Sécurité du mot de passe')).toBeInTheDocument();
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuenow', '0');
    expect(container.querySelectorAll('.strength__bar--on')).toHaveLength(0);
  });
});

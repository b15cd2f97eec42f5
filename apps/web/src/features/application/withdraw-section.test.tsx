import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { WithdrawSection } from './withdraw-section';

const withdrawOpening = vi.hoisted(() => vi.fn());
vi.mock('./application-api', () => ({ withdrawOpening }));

describe('withdrawing an application', () => {
  beforeEach(() => withdrawOpening.mockReset());

  it('says what happens before withdrawing, then withdraws and shows the new status', async () => {
    withdrawOpening.mockResolvedValue({ status: 'closed', reason: 'withdrawn' });
    const onWithdrawn = vi.fn();
    render(<WithdrawSection companyId="c1" status="under_review" onWithdrawn={onWithdrawn} />);
    await userEvent.click(screen.getByRole('button', { name: 'Retirer ma demande' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent(/dossier sera clos/);
    expect(dialog).toHaveTextContent(/assureur en sera informé/);
    expect(dialog).toHaveTextContent(/versements de capital déjà reçus seront renvoyés/);
    expect(withdrawOpening).not.toHaveBeenCalled();
    await userEvent.click(
      screen.getAllByRole('button', { name: 'Retirer ma demande' }).at(-1) as HTMLElement,
    );
    expect(withdrawOpening).toHaveBeenCalledWith('c1');
    expect(onWithdrawn).toHaveBeenCalledOnce();
  });

  it('withdraws nothing when the customer keeps their application', async () => {
    render(<WithdrawSection companyId="c1" status="submitted" onWithdrawn={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Retirer ma demande' }));
    await userEvent.click(screen.getByRole('button', { name: 'Garder ma demande' }));
    expect(withdrawOpening).not.toHaveBeenCalled();
  });

  it.each(['open', 'closed', 'refused'] as const)('is not offered once the opening is %s', (status) => {
    render(<WithdrawSection companyId="c1" status={status} onWithdrawn={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Retirer ma demande' })).toBeNull();
  });
});

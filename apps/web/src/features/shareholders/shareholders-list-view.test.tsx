import type { PersonReply, RepresentativeReply } from '@app/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ShareholdersListView } from './shareholders-list-view';
import { mandate, person } from './test-entries';

function List({
  entries,
  onSubmit = vi.fn(),
  onDelete = vi.fn(),
  onEdit = vi.fn(),
  journey = 'signup',
  totalShares = 5000,
  capitalAmount = null,
}: {
  entries: RepresentativeReply[];
  journey?: 'signup' | 'enrollment';
  totalShares?: number;
  capitalAmount?: number | null;
  onSubmit?: () => void;
  onDelete?: (entry: RepresentativeReply) => void;
  onEdit?: (index: number) => void;
}) {
  const [certified, setCertified] = useState(false);
  return (
    <MemoryRouter>
      <ShareholdersListView
        journey={journey}
        entries={entries}
        totalShares={totalShares}
        capitalAmount={capitalAmount}
        certified={certified}
        onCertifiedChange={setCertified}
        onAdd={vi.fn()}
        onEdit={onEdit}
        onDelete={onDelete}
        onSubmit={onSubmit}
        ownerHref="/signup/shareholders/owner"
        backHref="/signup/company/proofs"
      />
    </MemoryRouter>
  );
}

const user = person({
  id: 'u',
  is_user: true,
  first_name: 'Paul',
  last_name: 'Durand',
  is_mandatary: true,
  title_code: 'GER',
  is_beneficial_owner: true,
});
const submit = () => screen.getByRole('button', { name: 'Valider la liste' });
const certification = () => screen.getByRole('checkbox', { name: /Je certifie/ });

describe('shareholders list', () => {
  it('enables submit only with a beneficial owner and the certification ticked', async () => {
    const onSubmit = vi.fn();
    render(<List entries={[user]} onSubmit={onSubmit} />);
    expect(submit()).toBeDisabled();
    await userEvent.click(certification());
    expect(submit()).toBeEnabled();
    await userEvent.click(submit());
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('keeps submit disabled without a beneficial owner and says why', async () => {
    render(<List entries={[person({ id: 'u', is_user: true, is_mandatary: true, title_code: 'GER' })]} />);
    await userEvent.click(certification());
    expect(submit()).toBeDisabled();
    expect(screen.getByText('Au moins un bénéficiaire effectif est obligatoire')).toBeInTheDocument();
  });

  it('keeps submit disabled for an empty list', async () => {
    render(<List entries={[]} />);
    await userEvent.click(certification());
    expect(submit()).toBeDisabled();
  });

  it("offers no delete for the user's own entry and no edit for a company", async () => {
    const onDelete = vi.fn();
    const onEdit = vi.fn();
    const other = person({ id: 'p2', first_name: 'Claire', last_name: 'Martin', is_beneficial_owner: true });
    render(<List entries={[user, other, mandate()]} onDelete={onDelete} onEdit={onEdit} />);
    const items = screen.getAllByRole('listitem');
    const [own, second, company] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(own).queryByRole('button', { name: /Supprimer/ })).toBeNull();
    expect(within(own).getByRole('button', { name: 'Modifier Paul Durand' })).toBeInTheDocument();
    expect(within(company).queryByRole('button', { name: /Modifier/ })).toBeNull();
    await userEvent.click(within(company).getByRole('button', { name: 'Supprimer Holding Santé' }));
    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 'm1' }));
    await userEvent.click(within(second).getByRole('button', { name: 'Modifier Claire Martin' }));
    expect(onEdit).toHaveBeenCalledWith(1);
  });

  it('shows the subtitle, the data-to-complete marker and the user-not-set alert', () => {
    render(
      <List
        entries={[
          person({ is_beneficial_owner: true, shareholders_value: 1500, percentage: 30, is_complete: false }),
        ]}
      />,
    );
    expect(
      screen.getByText('Bénéficiaire effectif (plus de 25 %) · Actionnaire à 30 % (1 500 sur 5 000)', {
        normalizer: (text) => text.replace(/[\u202f\u00a0]/g, ' '),
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Données à compléter')).toBeInTheDocument();
    expect(screen.getByText("Vous n'apparaissez pas dans la liste")).toBeInTheDocument();
  });

  it('shows two 50/50 associates of a 1,000-share company each at 50 % of the shares, as beneficial owners', () => {
    render(
      <List
        totalShares={1000}
        entries={[
          person({ id: 'a', first_name: 'Anne', shareholders_value: 500, percentage: 10 }),
          person({ id: 'b', first_name: 'Bruno', shareholders_value: 500, percentage: 10 }),
        ]}
      />,
    );
    expect(
      screen.getAllByText('Bénéficiaire effectif (plus de 25 %) · Actionnaire à 50 % (500 sur 1 000)', {
        normalizer: (text) => text.replace(/[\u202f\u00a0]/g, ' '),
      }),
    ).toHaveLength(2);
  });

  describe('in enrollment (capital 10 000 € in 1 000 shares)', () => {
    const plain = (text: string | null) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');
    const holder = (id: string, first_name: string, shares: number, extra: Partial<PersonReply> = {}) =>
      person({
        id,
        first_name,
        last_name: 'Martin',
        shareholders_value: shares,
        is_shareholder: true,
        ...extra,
      });
    const enrollment = { journey: 'enrollment' as const, totalShares: 1000, capitalAmount: 10000 };

    it('shows the capital each holder deposits and the shares bar at 100 %, and lets the list be sent', async () => {
      render(
        <List
          {...enrollment}
          entries={[
            holder('a', 'Anne', 600, { is_user: true, is_mandatary: true, title_code: 'GER' }),
            holder('b', 'Bruno', 400),
          ]}
        />,
      );
      const [anne, bruno] = screen.getAllByRole('listitem') as [HTMLElement, HTMLElement];
      expect(plain(anne.textContent)).toContain('Capital à déposer : 6 000,00 €');
      expect(plain(bruno.textContent)).toContain('Capital à déposer : 4 000,00 €');
      const bar = screen.getByRole('progressbar', { name: 'Actions réparties' });
      expect(bar).toHaveAttribute('aria-valuenow', '100');
      expect(bar).toHaveAttribute('aria-valuemax', '100');
      expect(plain(bar.getAttribute('aria-valuetext'))).toBe('100 % des actions réparties');
      expect(plain(screen.getByText(/Actions restant à répartir/).textContent)).toBe(
        'Actions restant à répartir : 0 sur 1 000',
      );
      expect(screen.queryByText("Le nombre d'actions est incorrect !")).toBeNull();
      await userEvent.click(certification());
      expect(submit()).toBeEnabled();
    });

    it('refuses the list while shares remain, with the shares message and what is left', async () => {
      render(
        <List
          {...enrollment}
          entries={[
            holder('a', 'Anne', 600, { is_user: true, is_mandatary: true, title_code: 'GER' }),
            holder('b', 'Bruno', 300),
          ]}
        />,
      );
      await userEvent.click(certification());
      expect(submit()).toBeDisabled();
      expect(screen.getByText("Le nombre d'actions est incorrect !")).toBeInTheDocument();
      expect(plain(screen.getByText(/ne sont attribuées à personne/).textContent)).toContain('100 actions');
      expect(screen.getByRole('progressbar', { name: 'Actions réparties' })).toHaveAttribute(
        'aria-valuenow',
        '90',
      );
    });
  });
});

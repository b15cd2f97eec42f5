import type { RepresentativeReply } from '@app/domain';
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
}: {
  entries: RepresentativeReply[];
  onSubmit?: () => void;
  onDelete?: (entry: RepresentativeReply) => void;
  onEdit?: (index: number) => void;
}) {
  const [certified, setCertified] = useState(false);
  return (
    <MemoryRouter>
      <ShareholdersListView
        journey="signup"
        entries={entries}
        totalShares={5000}
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
    expect(screen.getByText('Bénéficiaire effectif (plus de 25 %) · Actionnaire à 30 %')).toBeInTheDocument();
    expect(screen.getByText('Données à compléter')).toBeInTheDocument();
    expect(screen.getByText("Vous n'apparaissez pas dans la liste")).toBeInTheDocument();
  });
});

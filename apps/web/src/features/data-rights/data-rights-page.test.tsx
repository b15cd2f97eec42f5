import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-errors';
import { getProgress, resetProgress, updateProgress } from '../../lib/progress-store';
import DataRightsPage from './data-rights-page';

const api = vi.hoisted(() => ({ downloadMyData: vi.fn(), eraseOpening: vi.fn() }));
vi.mock('./data-rights-api', () => api);
const saveFile = vi.hoisted(() => vi.fn());
vi.mock('./save-file', () => ({ saveFile }));

const keptUntil =
  "Les données d'une demande envoyée à la banque sont conservées cinq ans après la fin de la relation (article L561-12 du Code monétaire et financier). Elles seront effacées le 3 mars 2031.";

describe('the "My data" page', () => {
  beforeEach(() => {
    api.downloadMyData.mockReset();
    api.eraseOpening.mockReset();
    saveFile.mockReset();
    updateProgress((progress) => ({
      ...progress,
      journey: 'signup',
      company: { id: 'c1', name: 'Cabinet Martin' } as never,
    }));
  });
  afterEach(() => resetProgress());

  it('downloads the ZIP the API answers, once strong authentication is passed, and saves it as a file', async () => {
    const zip = new Blob(['PK'], { type: 'application/zip' });
    api.downloadMyData.mockResolvedValue(zip);
    render(<DataRightsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Mes données' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Télécharger mes données' }));
    expect(api.downloadMyData).toHaveBeenCalledOnce();
    expect(saveFile).toHaveBeenCalledWith(zip, expect.stringMatching(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/));
    expect(await screen.findByText(/Vos données sont téléchargées/)).toBeInTheDocument();
  });

  it('saves nothing when the customer closes the verification', async () => {
    api.downloadMyData.mockRejectedValue(new ApiError(399, 'sca_cancelled', 'cancelled'));
    render(<DataRightsPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Télécharger mes données' }));
    expect(saveFile).not.toHaveBeenCalled();
    expect(screen.queryByText(/Vos données sont téléchargées/)).toBeNull();
  });

  it('erases an opening never submitted after confirmation, says so and forgets it', async () => {
    api.eraseOpening.mockResolvedValue({ outcome: 'erased', documents: 2 });
    render(<DataRightsPage />);
    await userEvent.click(screen.getByRole('button', { name: "Demander l'effacement" }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent(/supprimés définitivement/);
    expect(api.eraseOpening).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Effacer ma demande' }));
    expect(api.eraseOpening).toHaveBeenCalledWith('c1');
    expect(
      await screen.findByText('Votre demande pour Cabinet Martin et les documents envoyés ont été effacés.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "Demander l'effacement" })).toBeNull();
    expect(getProgress().company).toBeNull();
  });

  it("shows the API's refusal of a submitted opening: the legal reason and the date of erasure", async () => {
    api.eraseOpening.mockRejectedValue(new ApiError(409, 'conflict', keptUntil));
    render(<DataRightsPage />);
    await userEvent.click(screen.getByRole('button', { name: "Demander l'effacement" }));
    await userEvent.click(screen.getByRole('button', { name: 'Effacer ma demande' }));
    expect(await screen.findByText('Votre demande est conservée')).toBeInTheDocument();
    expect(screen.getByText(keptUntil)).toBeInTheDocument();
    expect(getProgress().company?.id).toBe('c1');
  });

  it('is worked with the keyboard: the buttons in order, Enter asks, Escape keeps the opening', async () => {
    render(<DataRightsPage />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Télécharger mes données' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: "Demander l'effacement" })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.eraseOpening).not.toHaveBeenCalled();
  });

  it('offers no erasure without an opening', () => {
    updateProgress((progress) => ({ ...progress, company: null }));
    render(<DataRightsPage />);
    expect(screen.getByRole('button', { name: 'Télécharger mes données' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "Demander l'effacement" })).toBeNull();
  });
});

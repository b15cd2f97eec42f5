import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmModal } from '../components/ui/confirm-modal';
import { FrameModal } from '../components/ui/frame-modal';
import { Modal } from '../components/ui/modal';
import { RequiredDocumentsModal } from '../features/account/required-documents-modal';
import { RepresentativeTypeModal } from '../features/shareholders/representative-type-modal';
import { RepresentativeWarningModal } from '../features/shareholders/representative-warning-modal';
import { closeErrorModal, showErrorMessage } from '../shared/global-modals/global-modal-store';
import { ErrorModal } from './global-modals/error-modal';

// Spec §2.4: Escape closes only the frame, confirm, login and contact modals; every other modal
// must be answered with its buttons. While any modal is open the page body does not scroll, and
// closing gives the focus back to what opened it.

/** A page with a button that opens `modal`; the modal gets a close callback. */
function Opener({ modal }: { modal: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Ouvrir
      </button>
      {open ? modal(() => setOpen(false)) : null}
    </>
  );
}

async function openWithButton(modal: (close: () => void) => ReactNode) {
  const user = userEvent.setup();
  render(<Opener modal={modal} />);
  const opener = screen.getByRole('button', { name: 'Ouvrir' });
  await user.click(opener);
  return { user, opener };
}

const scrollLocked = () => document.body.classList.contains('scroll-locked');

describe('modals that close with Escape', () => {
  it('a confirmation closes with Escape (as a cancel) and the focus goes back to its opener', async () => {
    const onConfirm = vi.fn();
    const { user, opener } = await openWithButton((close) => (
      <ConfirmModal open title="Supprimer le document ?" onConfirm={onConfirm} onCancel={close} />
    ));
    expect(screen.getByRole('alertdialog', { name: 'Supprimer le document ?' })).toBeInTheDocument();
    expect(scrollLocked()).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(opener).toHaveFocus();
    expect(scrollLocked()).toBe(false);
  });

  it('the fullscreen frame (legal notices, terms) closes with Escape', async () => {
    const { user, opener } = await openWithButton((close) => (
      <FrameModal open title="Mentions légales" src="about:blank" onClose={close} />
    ));
    expect(screen.getByRole('dialog', { name: 'Mentions légales' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});

describe('modals that must be answered', () => {
  it('the representative warning stays open on Escape; Modify closes it', async () => {
    const onContinue = vi.fn();
    const { user, opener } = await openWithButton((close) => (
      <RepresentativeWarningModal
        open
        name="Julien Nicolas"
        isCompany={false}
        onContinue={onContinue}
        onModify={close}
      />
    ));
    const warning = screen.getByRole('alertdialog', { name: "Cette personne n'a pas à être déclarée" });
    expect(warning).toHaveTextContent('Julien Nicolas');
    // No × button either: Continue or Modify.
    expect(screen.queryByRole('button', { name: 'Fermer' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(warning).toBeInTheDocument();
    expect(onContinue).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Modifier' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('the representative type choice stays open on Escape; its × button closes it', async () => {
    const onChoose = vi.fn();
    const { user, opener } = await openWithButton((close) => (
      <RepresentativeTypeModal open onClose={close} onChoose={onChoose} />
    ));
    const modal = screen.getByRole('dialog', { name: 'Ajouter une personne' });
    await user.keyboard('{Escape}');
    expect(modal).toBeInTheDocument();
    expect(onChoose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('the required-documents modal stays open on Escape until it is confirmed', async () => {
    const { user } = await openWithButton((close) => (
      <RequiredDocumentsModal journey="signup" onClose={close} />
    ));
    const modal = screen.getByRole('dialog', { name: 'Préparez vos documents' });
    await user.keyboard('{Escape}');
    expect(modal).toBeInTheDocument();
    expect(scrollLocked()).toBe(true);
  });

  it('the generic error modal stays open on Escape and closes with OK', async () => {
    const user = userEvent.setup();
    render(<ErrorModal />);
    showErrorMessage();
    const modal = await screen.findByRole('alertdialog', { name: 'Nous sommes désolés' });
    expect(modal).toHaveTextContent(
      'Une erreur est survenue avec votre demande. Veuillez réessayer ultérieurement.',
    );
    await user.keyboard('{Escape}');
    expect(modal).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "J'ai compris" }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    closeErrorModal();
  });

  it('a plain modal does not close with Escape unless it asks to', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(
      <Modal open title="Choix du type" onClose={onClose}>
        <button type="button">Continuer</button>
      </Modal>,
    );
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    // The × button closes it.
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('focus and page scroll', () => {
  it('keeps the page locked until the last of two stacked modals closes; Escape reaches the top one only', async () => {
    const outerClose = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(
      <>
        <Modal open title="Extérieur" onClose={outerClose} closeOnEscape>
          <button type="button">Dans l'extérieur</button>
        </Modal>
        <ConfirmModal open title="Confirmer ?" onConfirm={() => undefined} onCancel={() => undefined} />
      </>,
    );
    expect(scrollLocked()).toBe(true);
    await user.keyboard('{Escape}');
    expect(outerClose).not.toHaveBeenCalled();
    rerender(
      <Modal open title="Extérieur" onClose={outerClose} closeOnEscape>
        <button type="button">Dans l'extérieur</button>
      </Modal>,
    );
    expect(scrollLocked()).toBe(true);
    rerender(null);
    expect(scrollLocked()).toBe(false);
  });

  it("puts the focus on the body's first control when it opens and keeps Tab inside", async () => {
    const { user, opener } = await openWithButton((close) => (
      <Modal open title="Piège" onClose={close} footer={<button type="button">Valider</button>}>
        <button type="button">Premier</button>
      </Modal>
    ));
    const dialog = screen.getByRole('dialog', { name: 'Piège' });
    // At the next frame, before the modal is painted.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Premier' })).toHaveFocus());
    for (let presses = 0; presses < 4; presses += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
      await user.tab({ shift: true });
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    expect(opener).not.toHaveFocus();
  });
});

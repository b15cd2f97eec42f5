import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useUnsavedChangesWarning } from '../../lib/hooks/use-unsaved-changes-warning';
import { emptyProgress } from '../../lib/progress';
import { getProgress, resetProgress, updateProgress } from '../../lib/progress-store';
import { LeaveGuard } from './leave-guard';

// Spec §2.3: leaving a started, unfinished opening for a page outside the journey asks first
// (leaving forgets the request on this device, the server keeps it); closing or reloading the tab while a form was changed shows
// the browser's own warning.

function startedOpening(complete = false) {
  updateProgress(() => ({
    ...emptyProgress(),
    journey: 'signup',
    user: { token: 'token-1', email: 'camille@example.test', complete },
  }));
}

function renderJourney(start = '/signup/company') {
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Accueil</h1> },
      {
        path: '/signup',
        element: (
          <>
            <LeaveGuard />
            <Link to="/">Retour à l'accueil</Link>
            <Link to="/signup/shareholders">Étape suivante</Link>
            <Outlet />
          </>
        ),
        children: [
          { path: 'company', element: <h1>Votre société</h1> },
          { path: 'shareholders', element: <h1>Représentants</h1> },
        ],
      },
    ],
    { initialEntries: [start] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => resetProgress());

describe('leave confirmation', () => {
  it('asks before leaving a started opening; staying keeps the screen and the opening', async () => {
    const user = userEvent.setup();
    startedOpening();
    const router = renderJourney();
    await user.click(screen.getByRole('link', { name: "Retour à l'accueil" }));
    const modal = screen.getByRole('alertdialog', { name: 'Quitter votre demande\u202f?' });
    // Leaving withdraws nothing on the server: the modal says the request stays saved.
    expect(modal).toHaveTextContent('votre demande reste enregistrée telle quelle');
    expect(modal).not.toHaveTextContent('annulée');
    await user.click(screen.getByRole('button', { name: 'Continuer ma demande' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signup/company');
    expect(getProgress().user?.token).toBe('token-1');
  });

  it('leaving forgets the opening on this device: the stored progress is cleared and the home page shown', async () => {
    const user = userEvent.setup();
    startedOpening();
    const router = renderJourney();
    await user.click(screen.getByRole('link', { name: "Retour à l'accueil" }));
    await user.click(screen.getByRole('button', { name: 'Quitter' }));
    expect(await screen.findByRole('heading', { name: 'Accueil' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(getProgress().user).toBeNull();
  });

  it('Escape answers "stay" (a confirmation modal)', async () => {
    const user = userEvent.setup();
    startedOpening();
    const router = renderJourney();
    await user.click(screen.getByRole('link', { name: "Retour à l'accueil" }));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signup/company');
  });

  it('does not ask between the steps of the journey', async () => {
    const user = userEvent.setup();
    startedOpening();
    renderJourney();
    await user.click(screen.getByRole('link', { name: 'Étape suivante' }));
    expect(await screen.findByRole('heading', { name: 'Représentants' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('does not ask when nothing was started, nor once the opening is complete', async () => {
    const user = userEvent.setup();
    renderJourney();
    await user.click(screen.getByRole('link', { name: "Retour à l'accueil" }));
    expect(await screen.findByRole('heading', { name: 'Accueil' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    startedOpening(true);
    const router = renderJourney('/signup/shareholders');
    await user.click(screen.getAllByRole('link', { name: "Retour à l'accueil" })[0] as HTMLElement);
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

/** A form of the journey, with the warning bound as the screens bind it. */
function DirtyForm() {
  const { register, formState } = useForm({ defaultValues: { lastName: '' } });
  useUnsavedChangesWarning(formState.isDirty && !formState.isSubmitSuccessful);
  return (
    <label>
      Nom
      <input {...register('lastName')} />
    </label>
  );
}

/** Fires the event the browser sends before closing or reloading; true when it would warn. */
function browserWouldWarn(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  act(() => {
    window.dispatchEvent(event);
  });
  return event.defaultPrevented;
}

describe('browser warning on close or reload', () => {
  it('warns only once a field was changed, and no longer once the form is gone', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<DirtyForm />);
    expect(browserWouldWarn()).toBe(false);
    await user.type(screen.getByRole('textbox', { name: 'Nom' }), 'Benard');
    expect(browserWouldWarn()).toBe(true);
    // Typed back to the initial value: nothing to lose.
    await user.clear(screen.getByRole('textbox', { name: 'Nom' }));
    expect(browserWouldWarn()).toBe(false);
    await user.type(screen.getByRole('textbox', { name: 'Nom' }), 'B');
    unmount();
    expect(browserWouldWarn()).toBe(false);
  });
});

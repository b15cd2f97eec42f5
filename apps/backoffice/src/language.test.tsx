import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectLanguage, initI18n } from './lib/i18n';
import { fakeApi, route, SESSION } from './test/fake-api';
import { renderApp } from './test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  initI18n('fr');
});

const CASES = {
  items: [
    {
      id: 'c1',
      company_name: 'Cabinet Martin',
      siren: '123456789',
      journey: 'signup',
      status: 'submitted',
      flags: [],
      screening: null,
      customer_name: 'Camille Martin',
      customer_email: 'camille@example.test',
      created_at: '2026-11-20T09:00:00.000Z',
      submitted_at: '2026-11-20T10:00:00.000Z',
      age_working_days: 4,
      overdue: true,
      assignment: null,
      service_level: null,
    },
  ],
  total: 1,
  capped: false,
  page: 1,
  page_size: 25,
  sla_working_days: 2,
};

describe("the operator's language", () => {
  it('is offered in French, English and German; German applies at once, is kept, and is asked of the API', async () => {
    const api = fakeApi((call) => {
      if (route(call) === 'GET /backoffice/session') return { body: SESSION };
      if (route(call) === 'GET /backoffice/cases') return { body: CASES };
      return undefined;
    });
    renderApp('/cases');
    const user = userEvent.setup();
    const selector = await screen.findByRole('combobox', { name: 'Langue' });
    expect(
      within(selector)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Français', 'English', 'Deutsch']);

    await user.selectOptions(selector, 'Deutsch');
    expect(await screen.findByRole('heading', { name: 'Eröffnungsvorgänge' })).toBeInTheDocument();
    expect(screen.getByText('Alice Martin · Compliance-Prüfer')).toBeInTheDocument();
    const row = within(screen.getByRole('row', { name: /Cabinet Martin/ }));
    expect(row.getByText('Bestehendes Unternehmen')).toBeInTheDocument();
    expect(row.getByText('Eingereicht')).toBeInTheDocument();
    expect(row.getByText(/4 Arbeitstage/)).toBeInTheDocument();
    expect(row.getByText('Überfällig')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
    expect(window.localStorage.getItem('backoffice.language')).toBe('de');
    expect(document.documentElement.lang).toBe('de');

    await user.type(screen.getByLabelText('Suche'), 'Martin');
    await user.click(screen.getByRole('button', { name: 'Filtern' }));
    await vi.waitFor(() => expect(api.calls.at(-1)?.url.searchParams.get('q')).toBe('Martin'));
    expect(api.calls.at(-1)?.headers['x-language']).toBe('de');
  });
});

describe('the language the back-office starts in', () => {
  it('is the choice stored on this browser first', () => {
    window.localStorage.setItem('backoffice.language', 'en');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE']);
    expect(detectLanguage()).toBe('en');
  });

  it("else the browser's first language the back-office has, else French", () => {
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['it-IT', 'de-CH', 'en']);
    expect(detectLanguage()).toBe('de');
    languages.mockReturnValue(['it-IT', 'es']);
    expect(detectLanguage()).toBe('fr');
  });
});

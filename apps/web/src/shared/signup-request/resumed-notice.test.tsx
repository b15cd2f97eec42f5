import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ResumedNotice } from './resumed-notice';

describe('the notice of a resumed opening', () => {
  it('names the company whose application goes on', () => {
    render(
      <MemoryRouter
        initialEntries={[{ pathname: '/signup/terms', state: { resumedCompany: 'SELARL Dentaire du Lac' } }]}
      >
        <ResumedNotice />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      "Vous reprenez la demande de SELARL Dentaire du Lac là où vous l'aviez laissée.",
    );
  });

  it('says nothing on a screen reached otherwise', () => {
    render(
      <MemoryRouter initialEntries={['/signup/terms']}>
        <ResumedNotice />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('status')).toBeNull();
  });
});

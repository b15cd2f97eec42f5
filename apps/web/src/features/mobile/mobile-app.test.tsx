import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_RUNTIME_CONFIG, setRuntimeConfig } from '../../lib/runtime-config';
import { MobileApp } from './mobile-app';

const SERVER_CONFIG = {
  ...DEFAULT_RUNTIME_CONFIG,
  brand: {
    ...DEFAULT_RUNTIME_CONFIG.brand,
    name: 'Marque Exemple',
    legalForm: 'SAS',
    registeredOffice: 'Lyon',
  },
  bank: { ...DEFAULT_RUNTIME_CONFIG.bank, name: 'Banque Exemple' },
};

describe('the mobile notice', () => {
  afterEach(() => {
    setRuntimeConfig(DEFAULT_RUNTIME_CONFIG);
    window.history.replaceState(null, '', '/');
  });

  it('names the brand, says what the team will do and when, and links the legal notice and privacy', () => {
    setRuntimeConfig(SERVER_CONFIG);
    render(<MobileApp />);
    expect(screen.getByRole('banner')).toHaveTextContent('Marque Exemple');
    const next = within(screen.getByRole('region', { name: 'Ce qui se passe ensuite' }));
    expect(next.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Vous recevez tout de suite un e-mail avec le lien pour reprendre votre ouverture de compte depuis un ordinateur.',
      'Un conseiller de Marque Exemple vous appelle sous 2\u00a0jours ouvrés pour répondre à vos questions.',
    ]);
    const links = within(screen.getByRole('navigation', { name: 'Informations légales' }));
    expect(links.getByRole('link', { name: 'Mentions légales' })).toHaveAttribute('href', '/legal-notice');
    expect(links.getByRole('link', { name: 'Données personnelles' })).toHaveAttribute(
      'href',
      '/info/legal-notices.html#personal-data',
    );
  });

  it('shows the legal notice itself at its address (the app is replaced on phones)', () => {
    setRuntimeConfig(SERVER_CONFIG);
    window.history.replaceState(null, '', '/legal-notice');
    render(<MobileApp />);
    expect(screen.getByRole('heading', { level: 1, name: 'Mentions légales' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Établissement teneur de compte' })).toHaveTextContent(
      'Banque Exemple',
    );
    expect(screen.getByRole('link', { name: 'Retour au formulaire de rappel' })).toHaveAttribute('href', '/');
  });
});

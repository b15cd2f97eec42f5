import type { CaseHealthReply, HealthVerificationReply } from '@app/domain';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { initI18n } from '../lib/i18n';
import { CaseHealthVerification } from './case-health-verification';

afterEach(() => initI18n('fr'));

const verification: HealthVerificationReply = {
  status: 'verified',
  number: '19900000001',
  directory: 'rpps',
  civility: 'Docteur',
  first_name: 'Camille',
  last_name: 'MARTIN',
  profession_code: '10',
  profession_label: 'Médecin',
  practice_mode_code: 'L',
  doctor_title: true,
  directory_date: '2026-11-25',
  checked_at: '2026-11-26T10:00:00.000Z',
};

const links: CaseHealthReply['links'] = {
  siren: '123456789',
  siret: '12345678900015',
  establishments: [
    {
      finess: '699000013',
      name: 'PHARMACIE DES LILAS',
      category_code: '620',
      category: "Pharmacie d'Officine",
      siret: '12345678900015',
      directory_date: '2026-11-25',
    },
  ],
  practitioners: [
    {
      number: '19000000014',
      first_name: 'Paul',
      last_name: 'DURAND',
      profession_code: '21',
      profession_label: 'Pharmacien',
      practice_mode_code: 'L',
      directory_date: '2026-11-25',
      declared: true,
    },
  ],
};

describe('the case page health section', () => {
  it('shows a verified person with the directory row and its date, the FINESS establishment and practitioners', () => {
    render(
      <CaseHealthVerification
        health={{ people: [{ person_id: 'p1', name: 'Camille Martin', verification }], links }}
      />,
    );
    const row = screen.getByRole('row', { name: /Camille Martin/ });
    expect(within(row).getByText('RPPS 19900000001')).toBeInTheDocument();
    expect(within(row).getByText('Vérifié')).toBeInTheDocument();
    expect(
      within(row).getByText('Camille MARTIN — médecin, libéral (annuaire du 2026-11-25)'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Professionnel de santé non vérifié')).toBeNull();
    expect(
      screen.getByText(
        "PHARMACIE DES LILAS — pharmacie d'officine, FINESS 699000013 (annuaire du 2026-11-25)",
      ),
    ).toBeInTheDocument();
    const practitioner = screen.getByText(/Paul DURAND — pharmacien, n° 19000000014/);
    expect(within(practitioner).getByText('déclaré dans le dossier')).toBeInTheDocument();
  });

  it("names the professions, practice modes and establishments' categories in a German-speaking operator's words", () => {
    initI18n('de');
    render(
      <CaseHealthVerification
        health={{ people: [{ person_id: 'p1', name: 'Camille Martin', verification }], links }}
      />,
    );
    const row = screen.getByRole('row', { name: /Camille Martin/ });
    expect(
      within(row).getByText('Camille MARTIN — Arzt/Ärztin, freiberuflich (Verzeichnis vom 2026-11-25)'),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Paul DURAND — Apotheker\/in, /)).toBeInTheDocument();
    expect(screen.getByText(/^PHARMACIE DES LILAS — Apotheke/)).toBeInTheDocument();
  });

  it('marks a person the directory does not confirm, and the flag', () => {
    render(
      <CaseHealthVerification
        health={{
          people: [
            {
              person_id: 'p1',
              name: 'Claire Dubois',
              verification: { ...verification, status: 'name_mismatch' },
            },
          ],
          links: { ...links, establishments: [], practitioners: [] },
        }}
      />,
    );
    expect(screen.getByText('Professionnel de santé non vérifié')).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Claire Dubois/ });
    expect(within(row).getByText("Nom différent de l'annuaire")).toBeInTheDocument();
    expect(screen.getByText('Aucun établissement FINESS ni praticien à ce SIRET.')).toBeInTheDocument();
  });

  it("says whether the practice's FINESS that Pro Santé Connect gave is in the imported directory", () => {
    const { rerender } = render(
      <CaseHealthVerification
        health={{ people: [], links: { ...links, practice_finess: { finess: '699000013', found: true } } }}
      />,
    );
    expect(
      screen.getByText(
        /^FINESS 699000013 du cabinet, donné par Pro Santé Connect\s: présent dans l'annuaire FINESS importé\.$/,
      ),
    ).toBeInTheDocument();
    rerender(
      <CaseHealthVerification
        health={{ people: [], links: { ...links, practice_finess: { finess: '750000019', found: false } } }}
      />,
    );
    expect(
      screen.getByText(
        /^FINESS 750000019 du cabinet, donné par Pro Santé Connect\s: absent de l'annuaire FINESS importé\.$/,
      ),
    ).toBeInTheDocument();
  });
});

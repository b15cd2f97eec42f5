import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { caseDetail } from '../test/case-detail';
import { CaseProfessionalStatus } from './case-professional-status';

const evidence = caseDetail({
  professional_status: {
    identity: {
      gender: 2,
      first_name: 'Camille',
      last_name: 'MARTIN',
      national_id: '819900000001',
      directory: 'rpps',
      professional_number: '19900000001',
      profession_code: '10',
      directory_status: 'verified',
      verified_by: 'pro_sante_connect',
      verified_at: '2026-11-28T10:00:00.000Z',
      issuer: 'http://127.0.0.1:8090/auth/realms/esante-wallet',
      subject: '819900000001',
      acr: 'eidas1',
    },
    practice: {
      siret: '99000000100012',
      siren: '990000001',
      finess: null,
      name: 'CABINET DU DR MARTIN',
      postcode: '69003',
      city: 'LYON',
      registering_authority: 'CNOM/CNOM/CNOM',
    },
  },
}).professional_status;

describe('the case page: professional status from Pro Santé Connect', () => {
  it('shows the RPPS, the profession, the date and the practice chosen, as evidence of status not identity', () => {
    render(<CaseProfessionalStatus status={evidence} />);
    const section = screen.getByRole('region', { name: 'Statut professionnel (Pro Santé Connect)' });
    expect(section).toHaveTextContent('Vérifié par Pro Santé Connect');
    expect(screen.getByText('RPPS 19900000001')).toBeVisible();
    expect(screen.getByText('médecin')).toBeVisible();
    expect(screen.getByText('28 novembre 2026')).toBeVisible();
    expect(screen.getByText('CABINET DU DR MARTIN · 69003 LYON · SIRET 99000000100012')).toBeVisible();
    expect(section).toHaveTextContent('ce n’est pas une preuve d’identité');
  });

  it('shows nothing for a customer who did not sign in with it', () => {
    const { container } = render(<CaseProfessionalStatus status={caseDetail().professional_status} />);
    expect(container).toBeEmptyDOMElement();
  });
});

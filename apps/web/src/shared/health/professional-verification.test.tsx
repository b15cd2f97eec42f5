import type { HealthVerificationReply } from '@app/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProfessionalVerification } from './professional-verification';

const verified: HealthVerificationReply = {
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

describe('ProfessionalVerification', () => {
  it('shows a verified doctor with her profession and mode of practice', () => {
    render(<ProfessionalVerification verification={verified} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Dr Camille Martin, médecin — vérifié au RPPS · libéral',
    );
  });

  it('writes a nurse without the Dr title, a compound name in name case', () => {
    render(
      <ProfessionalVerification
        verification={{
          ...verified,
          last_name: 'LE GOFF-DURAND',
          profession_code: '60',
          doctor_title: false,
          practice_mode_code: 'S',
        }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Camille Le Goff-Durand, infirmier — vérifié au RPPS · salarié',
    );
  });

  it('says a number not confirmed lets the customer go on, and shows nothing without a number', () => {
    const { rerender } = render(
      <ProfessionalVerification
        verification={{ ...verified, status: 'name_mismatch', directory: 'adeli' }}
      />,
    );
    expect(screen.getByTestId('professional-verification')).toHaveTextContent(
      "Ce numéro n'a pas pu être confirmé dans l'annuaire ADELI : vous pouvez continuer, la banque le vérifiera.",
    );
    expect(screen.queryByRole('status')).toBeNull();
    rerender(<ProfessionalVerification verification={null} />);
    expect(screen.queryByTestId('professional-verification')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { createRibPdf } from '../../src/modules/rib/rib-pdf';
import { pdfText } from '../companies/bank-checks';

const rib = {
  holderAddress: { street: '12 rue de la Paix', details: null, zip: '75002', city: 'Paris', country: 'FR' },
  bankName: 'Banque des Professions de Santé',
  bankCode: '30004',
  branchCode: '00001',
  accountNumber: '00012345678',
  ribKey: '90',
  iban: 'FR7630004000010001234567890',
  bic: 'BPSAFRPPXXX',
  brandName: 'Pro Santé',
  brandColor: '#0b4f6c',
  issuedOn: new Date('2026-11-25T10:00:00Z'),
};

describe('RIB PDF', () => {
  it('prints holder names outside Latin-1 as typed (Polish, Vietnamese, a diaeresis)', async () => {
    const text = await pdfText(await createRibPdf({ ...rib, holderName: 'Łukasz Zoë Nguyễn' }));
    expect(text).toContain('Łukasz Zoë Nguyễn');
    expect(text).not.toContain('?');
  });

  it('drops invisible characters that would reorder or hide part of a name', async () => {
    // A right-to-left override and a zero-width space inside the holder's name.
    const text = await pdfText(
      await createRibPdf({ ...rib, holderName: 'SELARL \u202eMartin\u200b Dupont' }),
    );
    expect(text).toContain('SELARL Martin Dupont');
  });
});

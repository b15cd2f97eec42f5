import type { OpeningStatus } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import type { CaseFacts } from '../../src/db/repositories/cases';
import { openingEmail } from '../../src/modules/notifications/opening-emails.service';

const config = loadConfig({ NODE_ENV: 'test' } as Record<string, string>);

const facts = (legalForm: string | null, locale: CaseFacts['user']['locale'] = 'fr'): CaseFacts => ({
  id: 'c-1',
  name: legalForm === 'EI' ? 'Camille Martin' : 'Cabinet des Lilas',
  legalForm,
  homeIsPractice: null,
  journey: 'signup',
  status: 'submitted',
  user: { id: 'u-1', email: 'camille@example.test', firstName: 'Camille', lastName: 'Martin', locale },
  account: {
    id: 'a-1',
    uuid: 'a-1-uuid',
    iban: 'FR7630001007941234567890185',
    bic: 'BDFEFRPP',
    holderName: 'Camille Martin',
  },
});

const textOf = (
  legalForm: string | null,
  status: OpeningStatus,
  locale: CaseFacts['user']['locale'] = 'fr',
) => openingEmail(config, facts(legalForm, locale), status)?.text ?? '';

describe('the opening e-mails name whose account the first transfer comes from', () => {
  it('a company: an account in the company’s name', () => {
    expect(textOf('SELARL', 'submitted')).toContain('depuis un compte au nom de votre société');
    expect(textOf('SELARL', 'awaiting_first_transfer')).toContain('depuis un compte au nom de votre société');
  });

  it('a sole trader (EI, AE, EIRL): an account in their own name, in each language', () => {
    for (const form of ['EI', 'AE', 'EIRL']) {
      for (const status of ['submitted', 'awaiting_first_transfer'] as const) {
        const french = textOf(form, status);
        expect(french).toContain('depuis un compte à votre nom');
        expect(french).not.toContain('société');
      }
    }
    expect(textOf('EI', 'submitted', 'en')).toContain('from an account in your own name');
    expect(textOf('EI', 'awaiting_first_transfer', 'de')).toContain('auf Ihren eigenen Namen');
    expect(textOf('EI', 'awaiting_first_transfer', 'de')).not.toContain('Gesellschaft');
  });

  it("an association: an account in the association's name, in each language", () => {
    for (const status of ['submitted', 'awaiting_first_transfer'] as const) {
      expect(textOf('ASS', status)).toContain('depuis un compte au nom de votre association');
      expect(textOf('ASS', status)).not.toContain('société');
      expect(textOf('ASS', status, 'en')).toContain("from an account in your association's name");
      expect(textOf('ASS', status, 'de')).toContain('auf den Namen Ihres Vereins');
    }
  });

  it('the other steps keep their one wording', () => {
    expect(textOf('EI', 'open')).toBe(
      textOf('SELARL', 'open').replace('Cabinet des Lilas', 'Camille Martin'),
    );
  });
});

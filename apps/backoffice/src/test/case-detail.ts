import { type CaseDetailReply, CaseDetailReplySchema } from '@app/domain';

type Overrides = Partial<Omit<CaseDetailReply, 'summary' | 'company'>> & {
  summary?: Partial<CaseDetailReply['summary']>;
  company?: Partial<CaseDetailReply['company']>;
};

/**
 * A case as `GET /backoffice/cases/{caseId}` answers it: an operating SELARL under review, changed
 * where a test needs it. Parsed by the contract's reply schema, so a field the reply gains or loses
 * fails here, once, rather than leaving stale copies in each test.
 */
export function caseDetail({ summary, company, ...rest }: Overrides = {}): CaseDetailReply {
  return CaseDetailReplySchema.parse({
    summary: {
      id: 'c1',
      company_name: 'Cabinet Martin',
      siren: '123456789',
      journey: 'signup',
      status: 'under_review',
      flags: ['pep'],
      screening: null,
      customer_name: 'Camille Martin',
      customer_email: 'camille@example.test',
      created_at: '2026-11-20T09:00:00.000Z',
      submitted_at: '2026-11-20T10:00:00.000Z',
      age_working_days: 4,
      overdue: false,
      assignment: null,
      service_level: null,
      ...summary,
    },
    customer: { id: 'u1', name: 'Camille Martin', email: 'camille@example.test', phone: '+33 6 12 34 56 78' },
    company: {
      siren: '123456789',
      siret: '12345678900015',
      capital_amount: null,
      number_of_shares: null,
      home_is_practice: null,
      declared: { name: 'Cabinet Martin', legal_form: 'SELARL', naf: '86.21Z', address: null },
      register: null,
      differences: [],
      ...company,
    },
    people: [],
    kyc: [],
    documents: [],
    timeline: [],
    health: {
      people: [],
      links: { siren: '123456789', siret: '12345678900015', establishments: [], practitioners: [] },
    },
    professional_status: null,
    frozen: false,
    legal_hold: null,
    ...rest,
  });
}

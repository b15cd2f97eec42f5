import { describe, expect, it } from 'vitest';
import {
  initialKycValues,
  isAsked,
  type KycProposal,
  kycAnswerOf,
  kycAnswers,
  kycGroups,
  kycJsonBody,
  proposalStands,
  pscKycProposals,
  validateKycQuestion,
} from './kyc-form';
import {
  cashAmount,
  cashDeposits,
  mainActivity,
  mainCustomers,
  monthlyIncoming,
  salariedActivity,
  sourceOfFunds,
  vouchedEvidence,
} from './kyc-test-questions';

const other = monthlyIncoming.answers[1]?.label ?? '';

describe('KYC answers', () => {
  it('refuses an "other" amount that is not above the question minimum', () => {
    const errors = validateKycQuestion(monthlyIncoming, { answer: other, other: '50 000' });
    expect(errors.other).toBe('validation.amount_min?minAmount=50000');
    expect(errors.answer).toBeUndefined();
  });

  it('accepts an "other" amount above the minimum and sends it without spaces', () => {
    expect(validateKycQuestion(monthlyIncoming, { answer: other, other: '75 000' })).toEqual({});
    expect(kycAnswerOf(monthlyIncoming, { answer: other, other: '75 000' })).toEqual({
      question_id: 3,
      answer: other,
      other: '75000',
    });
  });

  it('asks for the "other" value only when the option that needs it is chosen', () => {
    expect(validateKycQuestion(monthlyIncoming, { answer: other, other: '' }).other).toBe(
      'validation.required',
    );
    expect(validateKycQuestion(monthlyIncoming, { answer: 'Moins de 5 000 €', other: '' })).toEqual({});
  });

  it("proposes the main activity from the profession Pro Santé Connect vouched for, in the form's words", () => {
    const generalPractice = pscKycProposals([mainActivity], vouchedEvidence());
    expect(initialKycValues([mainActivity], [], generalPractice)).toEqual({
      q1: { answer: 'Médecin généraliste', other: '' },
    });
    const nurse = pscKycProposals(
      [mainActivity],
      vouchedEvidence({ profession_code: '60', specialty_code: null }),
    );
    expect(nurse.get(1)).toEqual({ answer: 'Infirmier(ère)', ground: 'profession' });
  });

  it('proposes no salaried activity and fees in and collected for a liberal practitioner, one box ticked each', () => {
    const questions = [sourceOfFunds, salariedActivity];
    const proposals = pscKycProposals(questions, vouchedEvidence());
    expect(initialKycValues(questions, [], proposals)).toEqual({
      q5: { answer: ['Honoraires et actes'], other: '' },
      q17: { answer: 'Non', other: '' },
    });
    expect(proposals.get(5)?.ground).toBe('liberal_practice');
    expect(proposals.get(17)?.ground).toBe('practice_sites');
    // A salaried post among her sites proposes "yes".
    const salaried = pscKycProposals(
      questions,
      vouchedEvidence({ practice_sites: [{ mode: 'salaried', siret: null, name: 'CH DE DEMONSTRATION' }] }),
    );
    expect(salaried.get(17)?.answer).toBe('Oui');
  });

  it('proposes nothing without a tie to Pro Santé Connect, nor where the evidence does not tell', () => {
    const questions = [mainActivity, sourceOfFunds, salariedActivity];
    expect(pscKycProposals(questions, null).size).toBe(0);
    // Kept before the specialty and the sites were read, without a practice chosen.
    const { specialty_code: _specialty, practice_sites: _sites, ...older } = vouchedEvidence().identity;
    expect(pscKycProposals(questions, { identity: older, practice: null }).size).toBe(0);
    expect(initialKycValues([mainActivity], [], new Map())).toEqual({ q1: { answer: '', other: '' } });
  });

  it('says the proposal stands until she changes it, whatever order the boxes were ticked in', () => {
    const proposal: KycProposal = { answer: ['Honoraires et actes'], ground: 'liberal_practice' };
    expect(proposalStands(proposal, { answer: ['Honoraires et actes'], other: '' })).toBe(true);
    expect(
      proposalStands(proposal, { answer: ['Honoraires et actes', 'Épargne personnelle'], other: '' }),
    ).toBe(false);
    expect(proposalStands({ answer: 'Non', ground: 'practice_sites' }, { answer: 'Oui', other: '' })).toBe(
      false,
    );
  });

  it("keeps the person's saved answer over the proposal (a resumed opening)", () => {
    const proposals = pscKycProposals([mainActivity, salariedActivity], vouchedEvidence());
    expect(
      initialKycValues(
        [mainActivity, salariedActivity],
        [
          { question_id: 1, answer: 'Médecin spécialiste', other: null },
          { question_id: 17, answer: 'Oui', other: null },
        ],
        proposals,
      ),
    ).toEqual({ q1: { answer: 'Médecin spécialiste', other: '' }, q17: { answer: 'Oui', other: '' } });
  });

  it('prefills question 14 with "Patients" unless an answer was saved', () => {
    expect(initialKycValues([mainCustomers], [])).toEqual({ q14: { answer: 'Patients', other: '' } });
    expect(
      initialKycValues([mainCustomers], [{ question_id: 14, answer: 'Cliniques', other: null }]),
    ).toEqual({
      q14: { answer: 'Cliniques', other: '' },
    });
  });

  it('asks a conditional question only when its condition is chosen, and then requires it', () => {
    const questions = [cashDeposits, cashAmount];
    const no = { q7: { answer: 'Non', other: '' }, q8: { answer: '', other: '' } };
    const yes = { q7: { answer: 'Oui', other: '' }, q8: { answer: '', other: '' } };
    expect(isAsked(cashAmount, questions, no)).toBe(false);
    expect(isAsked(cashAmount, questions, yes)).toBe(true);
    expect(validateKycQuestion(cashAmount, yes.q8).answer).toBe('validation.required');
    expect(kycAnswers(questions, { ...no, q8: { answer: '300', other: '' } })).toEqual([
      { question_id: 7, answer: 'Non', other: null },
    ]);
  });
});

describe('KYC multipart jsonBody', () => {
  it('maps question ids to answers, joins checkbox answers with commas and keeps "other" apart', () => {
    expect(
      kycJsonBody([
        { question_id: 3, answer: other, other: '65000' },
        { question_id: 7, answer: ['Virements', 'Chèques'], other: null },
        { question_id: 14, answer: 'Patients', other: null },
      ]),
    ).toEqual({ '3': other, '3_other': '65000', '7': 'Virements,Chèques', '14': 'Patients' });
  });
});

describe('KYC groups', () => {
  const question = (id: number, trigger?: number) => ({
    id,
    required_when: trigger ? { question_id: trigger, value: 'yes' } : null,
  });

  it('shows four questions a part, a follow-up question beside the one that asks it', () => {
    const groups = kycGroups([1, 2, 3, 4, 5, 6].map((id) => question(id)).toSpliced(4, 0, question(40, 4)));
    expect(groups.map((group) => group.map(({ id }) => id))).toEqual([
      [1, 2, 3, 4, 40],
      [5, 6],
    ]);
  });
});

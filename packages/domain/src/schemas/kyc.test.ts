import { describe, expect, it } from 'vitest';
import { translate } from '../messages/index';
import {
  type KycQuestion,
  KycQuestionSchema,
  kycAnswerSchema,
  kycAnswersSchema,
  normalizeKycText,
} from './kyc';
import { fieldErrors } from './test-helpers';

const income = KycQuestionSchema.parse({
  id: 5,
  label: 'Montant mensuel des encaissements prévus',
  type: 'radio',
  answers: [
    { label: 'Moins de 10 000 €' },
    { label: '10 000 € à 50 000 €' },
    { label: 'Autre', hasOther: true },
  ],
  required: true,
  minOther: 50000,
});
const customers: KycQuestion = KycQuestionSchema.parse({ id: 14, label: 'Principaux clients', type: 'text' });
const channels = KycQuestionSchema.parse({
  id: 8,
  label: 'Canaux',
  type: 'checkbox',
  answers: [{ label: 'Virement' }, { label: 'Chèque' }, { label: 'Espèces' }],
});
const employees = KycQuestionSchema.parse({ id: 9, label: 'Salariés', type: 'number', required: false });

describe('KYC question', () => {
  it('defaults required to true and answers to []', () => {
    expect(customers.required).toBe(true);
    expect(customers.answers).toEqual([]);
    expect(KycQuestionSchema.safeParse({ id: 1, label: 'x', type: 'slider' }).success).toBe(false);
  });
});

describe('KYC answer rules', () => {
  it('requires an answer to a required question', () => {
    expect(fieldErrors(kycAnswerSchema(customers).safeParse({ question_id: 14, answer: ' ' }))).toEqual({
      answer: 'validation.required',
    });
    expect(kycAnswerSchema(customers).safeParse({ question_id: 14, answer: 'Patients' }).success).toBe(true);
    expect(kycAnswerSchema(employees).safeParse({ question_id: 9, answer: '' }).success).toBe(true);
  });

  it('accepts only offered options', () => {
    expect(kycAnswerSchema(income).safeParse({ question_id: 5, answer: 'Moins de 10 000 €' }).success).toBe(
      true,
    );
    expect(fieldErrors(kycAnswerSchema(income).safeParse({ question_id: 5, answer: 'Beaucoup' }))).toEqual({
      answer: 'validation.invalid_choice',
    });
    expect(
      kycAnswerSchema(channels).safeParse({ question_id: 8, answer: ['Virement', 'Chèque'] }).success,
    ).toBe(true);
    expect(
      fieldErrors(
        kycAnswerSchema(income).safeParse({ question_id: 5, answer: ['Autre', 'Moins de 10 000 €'] }),
      ),
    ).toEqual({ answer: 'validation.invalid_choice' });
  });

  it('applies minOther to a numeric "other" amount, spaces removed', () => {
    const schema = kycAnswerSchema(income);
    const tooLow = fieldErrors(schema.safeParse({ question_id: 5, answer: 'Autre', other: '40 000' }));
    expect(Object.keys(tooLow)).toEqual(['other']);
    expect(translate('fr', tooLow.other ?? '')).toBe(
      'Veuillez saisir un montant supérieur à 50\u202f000\u00a0€.',
    );
    expect(
      fieldErrors(schema.safeParse({ question_id: 5, answer: 'Autre', other: '50 000' })),
    ).toHaveProperty('other');
    expect(schema.safeParse({ question_id: 5, answer: 'Autre', other: '60 000' }).success).toBe(true);
    expect(fieldErrors(schema.safeParse({ question_id: 5, answer: 'Autre' }))).toEqual({
      other: 'validation.required',
    });
    expect(fieldErrors(schema.safeParse({ question_id: 5, answer: 'Autre', other: 'beaucoup' }))).toEqual({
      other: 'validation.amount_format',
    });
  });

  it('checks number answers', () => {
    expect(kycAnswerSchema(employees).safeParse({ question_id: 9, answer: '1 200' }).success).toBe(true);
    expect(fieldErrors(kycAnswerSchema(employees).safeParse({ question_id: 9, answer: 'dix' }))).toEqual({
      answer: 'validation.amount_format',
    });
  });

  it('removes spaces from numeric-only text', () => {
    expect(normalizeKycText(' 12 000 ')).toBe('12000');
    expect(normalizeKycText(' Patients ')).toBe('Patients');
  });
});

describe('KYC answers body', () => {
  const schema = kycAnswersSchema([income, customers, channels, employees]);

  it('accepts a complete questionnaire', () => {
    const body = {
      answers: [
        { question_id: 5, answer: 'Autre', other: '75000' },
        { question_id: 14, answer: 'Patients' },
        { question_id: 8, answer: ['Virement'] },
      ],
    };
    expect(fieldErrors(schema.safeParse(body))).toEqual({});
  });

  it('reports unknown questions, bad answers and missing required ones', () => {
    const body = {
      answers: [
        { question_id: 99, answer: 'x' },
        { question_id: 5, answer: 'Autre', other: '10' },
      ],
    };
    const errors = fieldErrors(schema.safeParse(body));
    expect(errors['answers.0.question_id']).toBe('validation.invalid_choice');
    expect(errors['answers.1.other']).toBe('validation.amount_min?minAmount=50000');
    expect(errors['answers.q14']).toBe('validation.required');
    expect(errors['answers.q8']).toBe('validation.required');
    expect(errors['answers.q9']).toBeUndefined();
  });
});

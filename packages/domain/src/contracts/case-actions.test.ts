import { describe, expect, it } from 'vitest';
import { availableCaseActions, type CaseActionContext } from './case-actions';

const context = (overrides: Partial<CaseActionContext>): CaseActionContext => ({
  status: 'submitted',
  journey: 'signup',
  role: 'reviewer',
  reviewedByOperator: false,
  firstTransferCounted: false,
  ...overrides,
});

describe('what an operator may do on a case', () => {
  it('follows the lifecycle and the role', () => {
    expect(availableCaseActions(context({}))).toEqual(['start_review']);
    expect(availableCaseActions(context({ status: 'under_review' }))).toEqual(['decide_documents']);
    expect(availableCaseActions(context({ status: 'under_review', role: 'supervisor' }))).toEqual([
      'decide_documents',
      'approve',
      'refuse',
      'record_first_transfer',
    ]);
    expect(availableCaseActions(context({ status: 'under_review', role: 'auditor' }))).toEqual([]);
    expect(availableCaseActions(context({ status: 'open', role: 'supervisor' }))).toEqual(['close']);
  });

  it('opens a signup only after an accepted first transfer, never by its reviewer', () => {
    const waiting = context({ status: 'awaiting_first_transfer', role: 'supervisor' });
    expect(availableCaseActions(waiting)).not.toContain('open');
    expect(availableCaseActions({ ...waiting, firstTransferCounted: true })).toContain('open');
    expect(
      availableCaseActions({ ...waiting, firstTransferCounted: true, reviewedByOperator: true }),
    ).not.toContain('open');
    const reviewed = context({ status: 'under_review', role: 'supervisor', reviewedByOperator: true });
    expect(availableCaseActions(reviewed)).not.toContain('approve');
    expect(availableCaseActions(reviewed)).toContain('refuse');
  });
});

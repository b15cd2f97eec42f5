import { describe, expect, it } from 'vitest';
import { mayApproveAtTier } from '../rules/risk/due-diligence';
import { availableCaseActions, type CaseActionContext, openingClosedFor } from './case-actions';

const context = (overrides: Partial<CaseActionContext>): CaseActionContext => ({
  status: 'submitted',
  journey: 'signup',
  role: 'reviewer',
  reviewedByOperator: false,
  firstTransferCounted: false,
  approved: false,
  screeningHitsOpen: false,
  approvalBlockers: [],
  riskTier: 'standard',
  frozen: false,
  ...overrides,
});

describe('what an operator may do on a case', () => {
  it('is nothing once a confirmed true match froze the case, whatever the status and role', () => {
    for (const status of ['submitted', 'under_review', 'awaiting_first_transfer', 'open'] as const) {
      expect(availableCaseActions(context({ status, role: 'supervisor' }))).not.toEqual([]);
      expect(availableCaseActions(context({ status, role: 'supervisor', frozen: true }))).toEqual([]);
    }
  });

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

  it('opens a signup only after a counted first transfer, never by its reviewer', () => {
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

  it('opens an enrollment only once an approval is on record, whatever its deposit', () => {
    const registered = context({
      status: 'awaiting_registration',
      journey: 'enrollment',
      role: 'supervisor',
    });
    expect(availableCaseActions(registered)).not.toContain('open');
    expect(availableCaseActions({ ...registered, approved: true })).toContain('open');
    expect(availableCaseActions({ ...registered, approved: true, reviewedByOperator: true })).not.toContain(
      'open',
    );
  });

  it('keeps approval closed while a gate is: a document undecided or rejected, no risk rating, no source of funds', () => {
    const reviewed = context({ status: 'under_review', role: 'supervisor' });
    expect(availableCaseActions(reviewed)).toContain('approve');
    for (const blocker of [
      'documents_undecided',
      'documents_rejected',
      'risk_not_rated',
      'source_of_funds_missing',
    ] as const) {
      expect(availableCaseActions({ ...reviewed, approvalBlockers: [blocker] })).not.toContain('approve');
      expect(availableCaseActions({ ...reviewed, approvalBlockers: [blocker] })).toContain('refuse');
    }
  });

  it('leaves an enhanced case to a supervisor (mayApproveAtTier)', () => {
    const enhanced = context({ status: 'under_review', role: 'supervisor', riskTier: 'enhanced' });
    expect(availableCaseActions(enhanced)).toContain('approve');
    expect(mayApproveAtTier('supervisor', 'enhanced')).toBe(true);
    expect(mayApproveAtTier('reviewer', 'enhanced')).toBe(false);
    expect(mayApproveAtTier('auditor', 'enhanced')).toBe(false);
    expect(mayApproveAtTier('reviewer', 'standard')).toBe(true);
  });

  it('says why the account cannot open where opening is the next move, to whoever may open it', () => {
    const registered = context({
      status: 'awaiting_registration',
      journey: 'enrollment',
      role: 'supervisor',
    });
    expect(openingClosedFor(registered)).toBe('kbis_not_approved');
    expect(openingClosedFor({ ...registered, approved: true })).toBeNull();
    // A hit raised since the approval holds the opening, whatever else is done.
    expect(openingClosedFor({ ...registered, approved: true, screeningHitsOpen: true })).toBe(
      'screening_hits_open',
    );
    expect(availableCaseActions({ ...registered, approved: true, screeningHitsOpen: true })).not.toContain(
      'open',
    );
    const waiting = context({ status: 'awaiting_first_transfer', role: 'supervisor' });
    expect(openingClosedFor(waiting)).toBe('first_transfer_missing');
    expect(openingClosedFor({ ...waiting, firstTransferCounted: true })).toBeNull();
    expect(openingClosedFor({ ...waiting, firstTransferCounted: true, screeningHitsOpen: true })).toBe(
      'screening_hits_open',
    );
    // Not the next move: the status says it; nor to a role that never opens, nor on a frozen case.
    expect(openingClosedFor(context({ status: 'under_review', role: 'supervisor' }))).toBeNull();
    expect(openingClosedFor({ ...registered, role: 'reviewer' })).toBeNull();
    expect(openingClosedFor({ ...registered, frozen: true })).toBeNull();
  });
});

import type { CaseSummaryReply, QueueItemReply } from '@app/domain';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AssignmentAtRisk } from './assignment-at-risk';
import { AssignmentQueuePromise } from './assignment-queue-promise';
import { AssignmentServiceLevel } from './assignment-service-level';

afterEach(() => vi.unstubAllGlobals());

const RouterWrapper = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>;

const level = (overrides: Partial<NonNullable<CaseSummaryReply['service_level']>> = {}) => ({
  due_at: '2026-11-30T10:00:00.000Z',
  working_days_left: 1,
  paused: false,
  at_risk: true,
  overdue: false,
  ...overrides,
});

describe('the service level in words', () => {
  it('says at risk, overdue and paused in words, not colour alone', async () => {
    const { rerender } = render(<AssignmentServiceLevel level={level()} />);
    expect(screen.getByText(/1 jour ouvré restant/)).toBeInTheDocument();
    expect(screen.getByText('à risque')).toBeInTheDocument();
    rerender(<AssignmentServiceLevel level={level({ working_days_left: -2, overdue: true })} />);
    expect(screen.getByText('en retard')).toBeInTheDocument();
    rerender(<AssignmentServiceLevel level={level({ paused: true, due_at: null, at_risk: false })} />);
    expect(screen.getByText(/suspendu : une pièce est demandée au client/)).toBeInTheDocument();
  });

  it('lists the cases at risk on the dashboard with who works them', () => {
    render(
      <AssignmentAtRisk
        cases={[
          {
            id: 'c-1',
            company_name: 'Cabinet Martin',
            submitted_at: '2026-11-20T10:00:00.000Z',
            service_level: level({ overdue: true, working_days_left: -3 }),
            assignment: null,
          },
        ]}
      />,
      { wrapper: ({ children }) => <RouterWrapper>{children}</RouterWrapper> },
    );
    expect(screen.getByRole('link', { name: 'Cabinet Martin' })).toHaveAttribute('href', '/cases/c-1');
    expect(screen.getByText('en retard')).toBeInTheDocument();
    expect(screen.getByText(/personne pour l'instant/)).toBeInTheDocument();
  });
});

describe('a call-back request against the promise', () => {
  it('shows its age in working days, the promised date and a missed promise in words', () => {
    const item = {
      promise: { age_working_days: 3, due_at: '2026-11-30T10:00:00.000Z', overdue: true },
    } as QueueItemReply;
    render(
      <dl>
        <AssignmentQueuePromise item={item} />
      </dl>,
    );
    expect(screen.getByText(/3 jours ouvrés/)).toBeInTheDocument();
    expect(screen.getByText(/promis avant le/)).toBeInTheDocument();
    expect(screen.getByText('promesse non tenue')).toBeInTheDocument();
  });
});

import type { RepresentativeReply } from '@app/domain';
import type { ComponentType } from 'react';
import { Navigate, useParams } from 'react-router';
import { Skeleton } from '../../components/ui/spinner';
import { paths } from '../../shared/journey/paths';
import { useJourney } from '../../shared/journey/use-journey';
import { sharesLeftFor } from './list-rules';
import { useRepresentatives } from './use-representatives';

/** What a representative form gets from its route. */
export interface RepresentativeFormProps<Entry extends RepresentativeReply> {
  /** The entry edited; null for a new one. */
  entry: Entry | null;
  companyId: string;
  totalShares: number;
  /** Shares the others leave free. */
  remaining: number;
}

interface RepresentativeFormRouteProps<Entry extends RepresentativeReply> {
  /** The kind of entry the form edits. */
  isEntry: (entry: RepresentativeReply) => entry is Entry;
  Form: ComponentType<RepresentativeFormProps<Entry>>;
  /** Names the card while the list loads. */
  loadingLabel?: string;
}

/**
 * The route of a representative form (…/create, …/edit/:id with a 1-based position): once the
 * list is loaded, the entry at that position, or none for a new one; a position of another kind,
 * or an unknown one, goes back to the list.
 */
export function RepresentativeFormRoute<Entry extends RepresentativeReply>({
  isEntry,
  Form,
  loadingLabel,
}: RepresentativeFormRouteProps<Entry>) {
  const { id } = useParams();
  const journey = useJourney();
  const { query, entries, totalShares, companyId } = useRepresentatives();
  if (query.isPending) {
    return (
      <section className="card" aria-busy="true" aria-label={loadingLabel}>
        <Skeleton lines={8} height="2.75rem" />
      </section>
    );
  }
  const found = id === undefined ? undefined : entries[Number(id) - 1];
  const entry = found && isEntry(found) ? found : null;
  if (id !== undefined && !entry) return <Navigate to={paths.shareholders(journey)} replace />;
  return (
    <Form
      key={entry?.id ?? 'new'}
      entry={entry}
      companyId={companyId}
      totalShares={totalShares}
      remaining={sharesLeftFor(entries, entry, totalShares)}
    />
  );
}

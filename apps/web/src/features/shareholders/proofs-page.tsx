import { missingPersonProofs, type PersonReply, requiredPersonProofs } from '@app/domain';
import { useQueries } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { BackLink } from '../../components/back-link';
import { PageCard } from '../../components/page-card';
import { Button } from '../../components/ui/button';
import { ProgressBar } from '../../components/ui/progress-bar';
import { Skeleton } from '../../components/ui/spinner';
import { useTranslation } from '../../lib/use-translation';
import { DocumentSlot } from '../../shared/documents/document-slot';
import { paths } from '../../shared/journey/paths';
import { useJourney } from '../../shared/journey/use-journey';
import { entryName, isPerson } from './representative-entry';
import { fetchRepresentativeDocuments, representativeDocumentPath } from './representatives-api';
import { useRepresentatives } from './use-representatives';
import '../../shared/forms/journey-section.css';
import './shareholders.css';

/**
 * Representative proofs (spec §4): an identity card for each beneficial owner, mandatary or
 * politically exposed person, and the mandate of a user who is not a legal representative;
 * one person at a time until nobody is missing anything, then terms.
 */
export default function ProofsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const journey = useJourney();
  const { query, entries, companyId } = useRepresentatives();
  const people = entries.filter(isPerson).filter((person) => requiredPersonProofs(person).length > 0);
  const mandates = useQueries({
    queries: people.map((person) => ({
      queryKey: ['representative-documents', person.id, 'mandate'],
      queryFn: () => fetchRepresentativeDocuments(person.id, 'mandate', companyId),
      enabled: requiredPersonProofs(person).includes('mandate'),
    })),
  });
  const loading = query.isPending || mandates.some((mandate) => mandate.isLoading);
  const missingOf = (person: PersonReply, index: number) =>
    missingPersonProofs({ ...person, has_mandate: (mandates[index]?.data?.length ?? 0) > 0 });
  const firstMissing = people.findIndex((person, index) => missingOf(person, index).length > 0);
  // The person on screen stays until Next, even once their documents are in.
  const [shownId, setShownId] = useState<string | null>(null);
  const currentIndex = shownId ? people.findIndex((person) => person.id === shownId) : firstMissing;
  const current = currentIndex >= 0 ? people[currentIndex] : undefined;
  const done = people.length - people.filter((person, index) => missingOf(person, index).length > 0).length;

  useEffect(() => {
    if (loading) return;
    if (!current) navigate(paths.terms(journey), { replace: true });
    else if (!shownId) setShownId(current.id);
  }, [loading, current, shownId, navigate, journey]);

  if (loading || !current) {
    return (
      <section className="card" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton lines={4} height="4rem" />
      </section>
    );
  }

  const currentMissing = missingOf(current, currentIndex);
  const next = () => {
    const following = people.findIndex(
      (person, index) => person.id !== current.id && missingOf(person, index).length > 0,
    );
    if (following < 0) navigate(paths.terms(journey));
    else setShownId(people[following]?.id ?? null);
  };
  const required = requiredPersonProofs(current);
  const refresh = () => {
    void query.refetch();
    void mandates[currentIndex]?.refetch();
  };
  const name = entryName(current);

  return (
    <PageCard
      id="proofs"
      title={t('shareholders.proofs.title', { name })}
      lead={t('shareholders.proofs.lead')}
      stack
    >
      <ProgressBar
        value={done}
        max={people.length}
        label={t('shareholders.proofs.progress', { done, total: people.length })}
        valueText={t('shareholders.proofs.progress', { done, total: people.length })}
        showValue
      />
      <div className="proof-slots">
        {required.includes('identity_card') ? (
          <PersonSlot person={current} kind="identity_card" companyId={companyId} onChanged={refresh} />
        ) : null}
        {required.includes('mandate') ? (
          <DocumentSlot
            id={`proof-${current.id}-mandate`}
            label={t('shareholders.proofs.mandate')}
            hint={t('shareholders.proofs.mandateHint')}
            required
            uploadPath={representativeDocumentPath(current.id, 'mandate')}
            query={{ companyId, archive: false }}
            documents={mandates[currentIndex]?.data ?? []}
            onChanged={refresh}
          />
        ) : null}
      </div>
      <div className="form-actions">
        <BackLink to={paths.shareholders(journey)} />
        <Button onClick={next} disabled={currentMissing.length > 0}>
          {t('common.next')}
        </Button>
      </div>
    </PageCard>
  );
}

function PersonSlot({
  person,
  kind,
  companyId,
  onChanged,
}: {
  person: PersonReply;
  kind: 'identity_card';
  companyId: string;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const [documents] = useQueries({
    queries: [
      {
        queryKey: ['representative-documents', person.id, kind],
        queryFn: () => fetchRepresentativeDocuments(person.id, kind, companyId),
      },
    ],
  });
  return (
    <DocumentSlot
      id={`proof-${person.id}-${kind}`}
      label={t('shareholders.person.identityCard')}
      hint={t('shareholders.person.identityCardHint')}
      required
      uploadPath={representativeDocumentPath(person.id, kind)}
      query={{ companyId, archive: false }}
      documents={documents?.data ?? []}
      onChanged={() => {
        void documents?.refetch();
        onChanged();
      }}
    />
  );
}

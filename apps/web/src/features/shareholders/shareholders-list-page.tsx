import {
  BENEFICIAL_OWNER_THRESHOLD_PERCENT,
  missingPersonProofs,
  type RepresentativeReply,
  representativesStepLabel,
} from '@app/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageCard } from '../../components/page-card';
import { ConfirmModal } from '../../components/ui/confirm-modal';
import { Skeleton } from '../../components/ui/spinner';
import { ApiError, ValidationError } from '../../lib/api-errors';
import { currentLocale } from '../../lib/i18n';
import type { StoredCompany } from '../../lib/progress';
import { useProgress } from '../../lib/progress-store';
import { useTranslation } from '../../lib/use-translation';
import { paths } from '../../shared/journey/paths';
import { legalFormCodeOf } from '../../shared/journey/steps';
import { useJourney } from '../../shared/journey/use-journey';
import { HealthLinksHint } from './health-links-hint';
import { entryName, isPerson } from './representative-entry';
import { RepresentativeTypeModal } from './representative-type-modal';
import { deleteMandate, deleteRepresentative, validateRepresentatives } from './representatives-api';
import { ShareholdersListView } from './shareholders-list-view';
import { useRepresentatives } from './use-representatives';
import './shareholders.css';
import { translateText } from '../../lib/domain-messages';

/** Per-person messages of a refused validation (already prefixed with the person's name). */
export function validationMessages(error: unknown, locale: ReturnType<typeof currentLocale>): string[] {
  if (!(error instanceof ApiError)) return [];
  const body = error.body as { messages?: unknown } | null;
  if (Array.isArray(body?.messages))
    return body.messages.filter((message): message is string => typeof message === 'string');
  if (error instanceof ValidationError && Object.keys(error.fields).length > 0)
    return Object.values(error.fields);
  return [translateText(locale, error.message || 'validation.form_invalid')];
}

/**
 * Whether someone may still lack a proof: an identity card not on file, or a mandate (its
 * presence is checked on the proofs screen, which moves on at once when nothing is missing).
 */
export const proofsMayBeMissing = (entries: readonly RepresentativeReply[]): boolean =>
  entries
    .filter(isPerson)
    .some((person) => missingPersonProofs({ ...person, has_mandate: false }).length > 0);

/** The share capital of a company being created, as a number (the API may send it as text). */
const capitalOf = (company: StoredCompany | null): number | null => {
  const amount = Number(company?.capital_amount);
  return company?.capital_amount != null && Number.isFinite(amount) ? amount : null;
};

/** Step 3: the people and companies of the company, certified then checked by the server. */
export default function ShareholdersListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const journey = useJourney();
  const locale = currentLocale();
  const { company } = useProgress();
  const { companyId, query, entries, totalShares } = useRepresentatives();
  const [certified, setCertified] = useState(false);
  const [typeOpen, setTypeOpen] = useState(false);
  const [deleting, setDeleting] = useState<RepresentativeReply | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [messages, setMessages] = useState<string[] | null>(null);
  const titleKey =
    `steps.${representativesStepLabel({ journey, legalForm: legalFormCodeOf(company) })}` as const;

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    try {
      if (deleting.is_company) await deleteMandate(companyId, deleting.id);
      else await deleteRepresentative(deleting.id, companyId);
      await query.refetch();
    } finally {
      setDeleteBusy(false);
      setDeleting(null);
    }
  };

  const submit = async () => {
    setSubmitting(true);
    setMessages(null);
    try {
      // Complete entries that only lack documents go to the proofs loop first (spec §4); it ends on terms.
      if (entries.every((entry) => entry.is_complete) && proofsMayBeMissing(entries)) {
        navigate(paths.shareholdersProofs(journey));
        return;
      }
      await validateRepresentatives(companyId);
      navigate(paths.terms(journey));
    } catch (error) {
      setMessages(validationMessages(error, locale));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <PageCard
      id="shareholders"
      title={t(titleKey)}
      lead={t(journey === 'signup' ? 'shareholders.list.leadSignup' : 'shareholders.list.leadEnrollment', {
        threshold: BENEFICIAL_OWNER_THRESHOLD_PERCENT,
      })}
      busy={query.isPending}
    >
      <HealthLinksHint companyId={companyId} />
      {query.isPending ? (
        <Skeleton lines={4} height="4rem" />
      ) : (
        <ShareholdersListView
          journey={journey}
          entries={entries}
          totalShares={totalShares}
          capitalAmount={capitalOf(company)}
          certified={certified}
          onCertifiedChange={setCertified}
          onAdd={() => setTypeOpen(true)}
          onEdit={(index) => navigate(paths.shareholdersEdit(journey, index + 1))}
          onDelete={setDeleting}
          onSubmit={() => void submit()}
          submitting={submitting}
          messages={messages}
          ownerHref={paths.shareholdersOwner(journey)}
          backHref={paths.companyProofs(journey)}
        />
      )}
      <RepresentativeTypeModal
        open={typeOpen}
        onClose={() => setTypeOpen(false)}
        onChoose={(kind) =>
          navigate(
            kind === 'company' ? paths.shareholdersCompanyCreate(journey) : paths.shareholdersCreate(journey),
          )
        }
      />
      <ConfirmModal
        open={deleting !== null}
        title={t('shareholders.list.deleteTitle')}
        tone="danger"
        confirmLabel={t('common.delete')}
        loading={deleteBusy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      >
        <p>{t('shareholders.list.deleteMessage', { name: deleting ? entryName(deleting) : '' })}</p>
      </ConfirmModal>
    </PageCard>
  );
}

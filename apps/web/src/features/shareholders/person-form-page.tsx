import { type PersonReply, representativeSchema } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { PageCard } from '../../components/page-card';
import { ValidationError } from '../../lib/api-errors';
import { updateProgress, useProgress } from '../../lib/progress-store';
import { useTranslation } from '../../lib/use-translation';
import { uploadQueued } from '../../shared/documents/documents-api';
import { ProofSlot } from '../../shared/documents/proof-slot';
import { useProofQueue } from '../../shared/documents/use-proof-queue';
import { JourneyForm } from '../../shared/forms/journey-form';
import { useApiForm } from '../../shared/forms/use-api-form';
import { paths } from '../../shared/journey/paths';
import { useJourney } from '../../shared/journey/use-journey';
import { PersonFields } from './person-fields';
import { type PersonFormValues, personFormValues, personPayload, personWireBody } from './person-form-values';
import { isPerson } from './representative-entry';
import { type RepresentativeFormProps, RepresentativeFormRoute } from './representative-form-route';
import { RepresentativeWarningModal } from './representative-warning-modal';
import {
  createRepresentative,
  deleteRepresentative,
  fetchRepresentativeDocuments,
  representativeDocumentPath,
  updateRepresentative,
} from './representatives-api';
import { useBackToList } from './use-back-to-list';
import { useRepresentativeWarning } from './use-representative-warning';
import '../../shared/forms/journey-section.css';
import './shareholders.css';

/** shareholders/create and shareholders/edit/:id (1-based): a natural person (spec §5 Representative). */
export default function PersonFormPage() {
  const { t } = useTranslation();
  return <RepresentativeFormRoute isEntry={isPerson} Form={PersonForm} loadingLabel={t('common.loading')} />;
}

function PersonForm({ entry, companyId, totalShares, remaining }: RepresentativeFormProps<PersonReply>) {
  const { t } = useTranslation();
  const journey = useJourney();
  const { user } = useProgress();
  const isUser = entry?.is_user === true;
  const proofs = useProofQueue();

  const schema = useMemo(
    () =>
      representativeSchema({
        journey,
        isUser,
        remainingShares: remaining,
        ownShares: 0,
        totalShares,
        birthDateFormat: 'input',
      }),
    [journey, isUser, remaining, totalShares],
  );
  const defaults = useMemo(
    () => personFormValues(entry, isUser ? (user ?? undefined) : undefined),
    [entry, isUser, user],
  );
  const { form, alert, showFailure, submit } = useApiForm<PersonFormValues>({
    schema,
    toPayload: (values) => personPayload(values, { isUser, journey }),
    defaultValues: defaults,
    warnUnsaved: true,
  });
  const { getValues } = form;

  const documents = useQuery({
    queryKey: ['representative-documents', entry?.id, 'identity_card'],
    queryFn: () => fetchRepresentativeDocuments(entry?.id ?? '', 'identity_card', companyId),
    enabled: Boolean(entry) && !isUser,
  });
  const refetchDocuments = useCallback(() => void documents.refetch(), [documents.refetch]);
  const stored = documents.data ?? [];
  // An identity card is required for a person other than the user (spec §5).
  const filesReady = isUser || (proofs.settled && stored.length + proofs.queue.length > 0);

  const backToList = useBackToList(companyId);
  const warning = useRepresentativeWarning({
    remove: async () => {
      if (entry) await deleteRepresentative(entry.id, companyId);
    },
    leave: () => backToList(true),
  });

  const save = async (values: PersonFormValues) => {
    const body = personWireBody(values, { isUser, journey });
    try {
      const saved = entry
        ? await updateRepresentative(entry.id, companyId, body, {
            fatcaAnswered: typeof entry.is_fatca === 'boolean',
          })
        : await createRepresentative(companyId, body);
      if (proofs.queue.length > 0) {
        await uploadQueued(representativeDocumentPath(saved.id, 'identity_card'), proofs.queue, {
          companyId,
          archive: false,
        });
        proofs.setQueue([]);
      }
      if (isUser) updateProgress((progress) => ({ ...progress, representativeFormSubmitted: true }));
      // A first save replaces the route, so Back does not reopen an empty form (spec §4).
      backToList(!entry);
    } catch (error) {
      if (error instanceof ValidationError) {
        showFailure(error);
      } else {
        console.error('Representative save failed', error);
      }
    }
  };

  const onSubmit = submit(async (values) => {
    // Answers that call for the representative warning open it instead of saving.
    const warned = warning.stopsSave({
      journey,
      isCompany: false,
      isUser,
      totalShares,
      answers: personPayload(values, { isUser, journey }),
    });
    if (!warned) await save(values);
  });

  const name = [getValues('first_name'), getValues('last_name')].filter(Boolean).join(' ');

  return (
    <PageCard
      id="person-form"
      title={t(
        isUser
          ? 'shareholders.person.userTitle'
          : journey === 'signup'
            ? 'shareholders.person.titleSignup'
            : 'shareholders.person.titleEnrollment',
      )}
      lead={t(isUser ? 'shareholders.person.userLead' : 'shareholders.person.lead')}
    >
      <JourneyForm
        form={form}
        onSubmit={onSubmit}
        alert={alert.messages}
        submitLabel={t('common.save')}
        submitDisabled={!filesReady}
        back={paths.shareholders(journey)}
        footnote={
          filesReady ? null : <p className="small muted">{t('shareholders.person.identityCardNeeded')}</p>
        }
      >
        <PersonFields
          isUser={isUser}
          totalShares={totalShares}
          maxShares={remaining}
          verification={entry?.professional_verification ?? null}
        />
        {isUser ? null : (
          <fieldset className="journey-section">
            <legend className="journey-section__title">{t('shareholders.person.identitySection')}</legend>
            <ProofSlot
              id="person-identity-card"
              label={t('shareholders.person.identityCard')}
              hint={t('shareholders.person.identityCardHint')}
              required
              uploadPath={entry ? representativeDocumentPath(entry.id, 'identity_card') : null}
              query={{ companyId, archive: false }}
              documents={stored}
              onChanged={refetchDocuments}
              {...proofs.slotProps}
            />
          </fieldset>
        )}
      </JourneyForm>
      <RepresentativeWarningModal name={name} isCompany={false} journey={journey} {...warning.modal} />
    </PageCard>
  );
}

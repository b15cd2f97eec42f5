import {
  activeNonFinancialEntityAnswer,
  asksCapital,
  asksCompanyTaxQuestions,
  asksPaidUpCapital,
  CompanyEnrollmentSchema,
  CompanySignupFormSchema,
  companyDocumentHint,
  documentKindName,
  type HealthVerificationReply,
  HIDDEN_FORMS_FOR_ENROLLMENT,
  type LegalFormCode,
  type PersonReply,
  registrationProofKind,
  requiresSiret,
} from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageCard } from '../../components/page-card';
import { TextField } from '../../components/text-field';
import { Alert } from '../../components/ui/alert';
import { PageLoader } from '../../components/ui/spinner';
import { YesNoField } from '../../components/yes-no-field';
import { ValidationError } from '../../lib/api-errors';
import { translateText } from '../../lib/domain-messages';
import { currentLocale } from '../../lib/i18n';
import type { StoredCompany } from '../../lib/progress';
import { getProgress, useProgress } from '../../lib/progress-store';
import { useTranslation } from '../../lib/use-translation';
import { AddressFields } from '../../shared/company-fields/address-fields';
import { ForeignTaxFields } from '../../shared/company-fields/foreign-tax-fields';
import { LegalFormField } from '../../shared/company-fields/legal-form-field';
import { NafField } from '../../shared/company-fields/naf-field';
import { uploadQueued } from '../../shared/documents/documents-api';
import { ProofSlot } from '../../shared/documents/proof-slot';
import { useProofQueue } from '../../shared/documents/use-proof-queue';
import { JourneyForm } from '../../shared/forms/journey-form';
import { useApiForm } from '../../shared/forms/use-api-form';
import { ProfessionalVerification } from '../../shared/health/professional-verification';
import { businessContext } from '../../shared/journey/business-context';
import { paths } from '../../shared/journey/paths';
import { useJourney } from '../../shared/journey/use-journey';
import { pscProfessionalNumber } from '../../shared/pro-sante-connect/psc-sign-in-store';
import { usePscProfessionalStatus } from '../../shared/pro-sante-connect/use-psc-professional-status';
import { useCompanyPrefill } from '../../shared/signup-request/company-prefill';
import { CapitalFields } from './capital-fields';
import { certifyCompany, createCompany, updateCompany } from './company-api';
import { companyDocumentPath, fetchCompanyDocuments } from './company-documents-api';
import {
  type CompanyFormValues,
  companyFormValues,
  companyPayload,
  companyWireBody,
  holderFormValues,
  proposedPracticePhone,
} from './company-form-values';
import { isDegradedMode, setCompanyDocuments, storeCompany } from './company-store';
import { CompanyFreeFields } from './free-fields';
import { fetchHolderEntry } from './holder-api';
import { HolderFields, HolderProfessionalFields } from './holder-fields';
import { companyFromPrefill } from './prefill-check';
import '../../shared/forms/journey-section.css';
import './company.css';

/**
 * The company form of both journeys (title "Informations sur la société"). Signup: prefilled from
 * the register or typed by hand (degraded mode), with its SIRET and registration proof. Enrollment:
 * a company being created, so no SIRET and no proof yet, and the legal forms that cannot be created
 * here hidden (spec §5). A company with share capital gives it and its number of shares. A sole
 * trader's form speaks of their activity and asks their own due diligence and RPPS / ADELI number
 * (the person is the business). Save creates or updates the company, records its client status,
 * sends any queued proof, then goes to the KYC questionnaire (spec §4).
 */
export default function CompanyCreatePage() {
  const { t } = useTranslation();
  const enrollment = useJourney() === 'enrollment';
  // A company in formation named in the request starts the form (a registered one is searched for).
  const { prefill, loading } = useCompanyPrefill(enrollment);
  const initial = useMemo(
    () => getProgress().company ?? (prefill ? companyFromPrefill(prefill, currentLocale()) : null),
    [prefill],
  );
  // A saved business's holder (a sole trader's own entry) prefills their part of the form.
  const companyId = getProgress().company?.id ?? null;
  const holder = useQuery({
    queryKey: ['holder-entry', companyId],
    queryFn: () => fetchHolderEntry(companyId ?? ''),
    enabled: companyId !== null && !enrollment,
  });
  // The account's tie to Pro Santé Connect, kept by the API: its practice's phone is proposed.
  const professionalStatus = usePscProfessionalStatus();
  if (loading || (holder.isPending && holder.fetchStatus !== 'idle') || professionalStatus.pending) {
    return <PageLoader label={t('common.loading')} />;
  }
  return (
    <CompanyForm
      initial={initial}
      holderEntry={holder.data ?? null}
      proposedPhone={proposedPracticePhone(professionalStatus.evidence?.practice, initial)}
      fromRequest={initial !== null && !getProgress().company}
    />
  );
}

/** Whether the directory's answer has been shown for this number once: the next Next goes on. */
const verificationKey = (verification: HealthVerificationReply) =>
  `${verification.number}:${verification.status}`;

function CompanyForm({
  initial,
  holderEntry,
  proposedPhone,
  fromRequest,
}: {
  initial: StoredCompany | null;
  holderEntry: PersonReply | null;
  /** The practice's phone from Pro Santé Connect, shown filled and labelled, editable. */
  proposedPhone: string | null;
  fromRequest: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const journey = useJourney();
  const enrollment = journey === 'enrollment';
  const progress = useProgress();
  const degraded = !enrollment && isDegradedMode(progress);
  const companyId = progress.company?.id ?? null;
  const proofs = useProofQueue();

  // A sole trader's nationality starts as their account's.
  const accountNationality = progress.user?.nationality;
  const capitalAsked = (legalForm: string) => ({
    asksCapital: asksCapital(journey, (legalForm || undefined) as LegalFormCode | undefined),
    asksPaidUpCapital: asksPaidUpCapital(journey),
  });
  const { form, alert, showFailure, submit } = useApiForm<CompanyFormValues>({
    schema: enrollment ? CompanyEnrollmentSchema : CompanySignupFormSchema,
    toPayload: (values) => companyPayload(values, capitalAsked(values.legal_form)),
    defaultValues: useMemo(
      () =>
        companyFormValues(
          initial,
          journey,
          holderFormValues(holderEntry, {
            nationality: accountNationality,
            homeIsPractice: initial?.home_is_practice as boolean | null | undefined,
            professionalNumber: pscProfessionalNumber(),
          }),
          proposedPhone,
        ),
      [initial, journey, holderEntry, accountNationality, proposedPhone],
    ),
    // Shown beside its code, not as a field of its own.
    alertFields: ['naf_activity_code_label'],
    warnUnsaved: true,
  });
  const { control, watch } = form;

  const legalForm = watch('legal_form') as LegalFormCode | '';
  const sameAddress = watch('same_activity_address');
  const phone = watch('phone');
  const proofKind = registrationProofKind(legalForm || null);
  // The words of the business: a company's, a sole trader's activity, an association's.
  const context = businessContext(legalForm);
  const soleTrader = context === 'business';
  const companyQuestions = asksCompanyTaxQuestions(legalForm || null);
  // What the directory said of the holder's number when last saved, and whether it was shown.
  const [verification, setVerification] = useState<HealthVerificationReply | null>(
    holderEntry?.professional_verification ?? null,
  );
  const shownVerification = useRef<string | null>(null);
  const [unverified, setUnverified] = useState(false);

  const documents = useQuery({
    queryKey: ['company-documents', companyId],
    queryFn: () => fetchCompanyDocuments(companyId ?? ''),
    enabled: companyId !== null,
  });
  const stored = (documents.data ?? []).filter((document) => document.type === proofKind);
  const refetchDocuments = useCallback(() => void documents.refetch(), [documents.refetch]);
  // Only a registered company (signup) has a registration proof to give with the form.
  const filesReady = enrollment || (proofs.settled && (degraded || stored.length + proofs.queue.length > 0));

  const onSubmit = submit(async (values) => {
    const payload = companyWireBody(companyPayload(values, capitalAsked(values.legal_form)));
    setUnverified(false);
    let saved: Awaited<ReturnType<typeof createCompany>>;
    try {
      saved = companyId ? await updateCompany(companyId, payload) : await createCompany(payload);
    } catch (error) {
      if (error instanceof ValidationError) {
        showFailure(error);
      } else {
        // Spec §8: a failed save shows no message; the user stays on the form.
        console.error('Company save failed', error);
      }
      return;
    }
    storeCompany(saved);
    try {
      // A sole trader is not asked: the domain answers for them.
      const active = activeNonFinancialEntityAnswer(
        saved.legal_form.abbreviation,
        values.is_active_non_financial_entity,
      );
      await certifyCompany(saved.id, active === true);
    } catch (error) {
      console.error('Company certification failed', error);
      return;
    }
    if (proofs.queue.length > 0) {
      try {
        await uploadQueued(
          companyDocumentPath(saved.id, registrationProofKind(saved.legal_form.abbreviation)),
          proofs.queue,
        );
        proofs.setQueue([]);
        setCompanyDocuments({ [registrationProofKind(saved.legal_form.abbreviation)]: true });
      } catch (error) {
        console.error('Registration proof upload failed', error);
        void documents.refetch();
        alert.showFailure([t('company.form.uploadFailed', { context })]);
        return;
      }
    }
    if (soleTrader) {
      // The directory's answer on the number, name, profession and practice SIRET: a number it
      // does not confirm is said once, on this form; the next Next goes on (the bank checks it).
      const holder = await fetchHolderEntry(saved.id).catch(() => null);
      const answer = holder?.professional_verification ?? null;
      setVerification(answer);
      if (answer && answer.status !== 'verified' && shownVerification.current !== verificationKey(answer)) {
        shownVerification.current = verificationKey(answer);
        setUnverified(true);
        return;
      }
    }
    navigate(paths.companyKyc(journey));
  });

  const siretAsked = !enrollment && legalForm !== 'SENIRCS';
  const siretRequired = requiresSiret(journey, legalForm || undefined);

  return (
    <PageCard
      id="company-create"
      title={t('company.form.title', { context })}
      lead={t(
        enrollment
          ? 'company.form.leadEnrollment'
          : degraded
            ? 'company.form.leadManual'
            : 'company.form.lead',
        { context },
      )}
    >
      {degraded ? (
        <Alert tone="info" className="company-form__notice">
          {t('company.form.degradedInfo')}
        </Alert>
      ) : null}
      {fromRequest ? (
        <Alert tone="info" className="company-form__notice">
          {t('company.prefill.formation')}
        </Alert>
      ) : null}
      <JourneyForm
        form={form}
        onSubmit={onSubmit}
        alert={alert.messages}
        submitLabel={t('common.next')}
        submitDisabled={!filesReady}
        back={enrollment ? paths.accountProofs(journey) : paths.company(journey)}
        footnote={
          filesReady ? null : (
            <p className="small muted company-form__files-hint">
              {t('company.form.filesNeeded', { context })}
            </p>
          )
        }
      >
        <fieldset className="journey-section">
          <legend className="journey-section__title">{t('company.form.identitySection', { context })}</legend>
          <TextField<CompanyFormValues>
            name="name"
            id="company-name"
            label={t('company.form.name', { context })}
            hint={soleTrader ? t('company.form.nameHint_business') : undefined}
            autoComplete="organization"
            required
          />
          <LegalFormField
            id="company-legal-form"
            label={t('company.form.legalForm')}
            exclude={enrollment ? HIDDEN_FORMS_FOR_ENROLLMENT : undefined}
          />
          <div className="grid-2">
            {enrollment ? null : siretAsked ? (
              <TextField<CompanyFormValues>
                name="siret"
                id="company-siret"
                label={t('company.form.siret')}
                hint={t('company.form.siretHint', { context })}
                inputMode="numeric"
                required={siretRequired}
              />
            ) : (
              <TextField<CompanyFormValues>
                name="company_number"
                id="company-number"
                label={t('company.form.companyNumber')}
                required
              />
            )}
            {legalForm === 'ASS' ? (
              <TextField<CompanyFormValues>
                name="rna"
                id="company-rna"
                label={t('company.form.rna')}
                hint={t('company.form.rnaHint')}
                required
              />
            ) : null}
          </div>
          <NafField
            id="company-naf"
            label={t('company.form.naf')}
            hint={t('company.form.nafHint')}
            // An operating business has its code; a company being created may not have it yet (spec §5).
            required={!enrollment}
          />
        </fieldset>

        <fieldset className="journey-section">
          <legend className="journey-section__title">{t('company.form.addressSection', { context })}</legend>
          <AddressFields name="address" idPrefix="company-address" />
          {companyQuestions ? (
            <YesNoField
              control={control}
              name="same_activity_address"
              id="company-same-address"
              legend={t('company.form.sameAddress')}
            />
          ) : null}
          {companyQuestions && sameAddress === false ? (
            <fieldset className="journey-section">
              <legend className="journey-section__title">{t('company.form.activityAddressSection')}</legend>
              <AddressFields name="activity_address" idPrefix="company-activity-address" />
            </fieldset>
          ) : null}
          <TextField<CompanyFormValues>
            name="phone"
            id="company-phone"
            label={t('company.form.phone', { context })}
            hint={
              proposedPhone && phone === proposedPhone ? (
                // The example on its line, the proposal on the next: one sentence each.
                <>
                  {t('company.form.phoneHint')}
                  <br />
                  {t('psc.proposedPhone')}
                </>
              ) : (
                t('company.form.phoneHint')
              )
            }
            type="tel"
            autoComplete="tel"
            required
          />
          <CompanyFreeFields />
        </fieldset>

        {asksCapital(journey, legalForm || undefined) ? (
          <CapitalFields paidUp={asksPaidUpCapital(journey)} />
        ) : null}

        {soleTrader ? (
          <>
            <HolderProfessionalFields verification={verification} />
            {unverified && verification ? (
              <Alert
                tone="warning"
                title={t('company.holder.unverifiedTitle')}
                className="company-form__notice"
              >
                <ProfessionalVerification verification={verification} explain />
                <p>{t('company.holder.unverifiedNext')}</p>
              </Alert>
            ) : null}
            <HolderFields />
          </>
        ) : (
          <fieldset className="journey-section">
            <legend className="journey-section__title">{t('company.form.taxSection')}</legend>
            <YesNoField
              control={control}
              name="is_active_non_financial_entity"
              id="company-active-nfe"
              legend={t('company.form.activeNfe', { context })}
              hint={t('company.form.activeNfeHint', { context })}
            />
            <YesNoField
              control={control}
              name="is_fatca"
              id="company-fatca"
              legend={t('company.form.usPerson', { context })}
              hint={t('company.form.usPersonHint', { context })}
            />
            <ForeignTaxFields
              ids={{ question: 'company-foreign-tax', country: 'company-foreign-tax-country' }}
              legend={t('company.form.foreignTax', { context })}
              countryLabel={t('company.form.foreignTaxCountry')}
            />
          </fieldset>
        )}

        {enrollment ? null : (
          <fieldset className="journey-section">
            <legend className="journey-section__title">{t('company.form.proofSection', { context })}</legend>
            <ProofSlot
              id="company-registration-proof"
              label={
                proofKind === 'kbis'
                  ? t('company.proofs.kbis')
                  : translateText(currentLocale(), documentKindName(proofKind, legalForm || null))
              }
              hint={translateText(currentLocale(), companyDocumentHint(proofKind, legalForm || null))}
              required={!degraded}
              uploadPath={companyId ? companyDocumentPath(companyId, proofKind) : null}
              documents={stored}
              onChanged={refetchDocuments}
              {...proofs.slotProps}
            />
          </fieldset>
        )}
      </JourneyForm>
    </PageCard>
  );
}

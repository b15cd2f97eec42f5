import {
  companyMandateSchema,
  HIDDEN_FORMS_FOR_SHAREHOLDER_COMPANY,
  isLegalFormCode,
  JOB_CODE_LABELS,
  legalFormLabel,
  remainingShares,
  SELECTABLE_JOB_CODES,
  translate,
} from '@app/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { useJourney } from '../../app/use-journey';
import { CountrySelect } from '../../components/country-select';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Select } from '../../components/ui/select';
import { Skeleton } from '../../components/ui/spinner';
import { TextInput } from '../../components/ui/text-input';
import { YesNo } from '../../components/ui/yes-no';
import { ValidationError } from '../../lib/api-errors';
import { applyServerErrors } from '../../lib/form-errors';
import { useUnsavedChangesWarning } from '../../lib/hooks/use-unsaved-changes-warning';
import { currentLocale } from '../../lib/i18n';
import { AddressFields } from '../company/address-fields';
import { LegalFormSelect } from '../company/legal-form-select';
import { NafSelect } from '../company/naf-select';
import { payloadResolver } from '../company/payload-resolver';
import { mandateDraftOf, storeMandateDraft } from './mandate-draft';
import {
  MANDATE_FORM_FIELDS,
  type MandateFormValues,
  mandateFormValues,
  mandatePayload,
} from './mandate-form-values';
import type { MandateEntry } from './representative-types';
import { needsRepresentativeWarning } from './representative-warning';
import { RepresentativeWarningModal } from './representative-warning-modal';
import { createMandate, deleteMandate, updateMandate } from './representatives-api';
import { representativesKey, useRepresentatives } from './use-representatives';
import '../company/company.css';
import '../company/journey-section.css';
import './shareholders.css';

/** shareholders/company/create/new and shareholders/company/edit/:id: a company mandate. */
export default function CompanyMandateFormPage() {
  const { id } = useParams();
  const journey = useJourney();
  const { query, entries, totalShares, companyId } = useRepresentatives();
  if (query.isPending) {
    return (
      <section className="card" aria-busy="true">
        <Skeleton lines={8} height="2.75rem" />
      </section>
    );
  }
  const entry = id === undefined ? null : entries[Number(id) - 1];
  if (id !== undefined && !entry?.is_company) return <Navigate to={paths.shareholders(journey)} replace />;
  const others = entries
    .filter((candidate) => candidate.id !== entry?.id)
    .map((candidate) => candidate.shareholders_value);
  return (
    <MandateForm
      entry={(entry as MandateEntry | null) ?? null}
      companyId={companyId}
      totalShares={totalShares}
      remaining={remainingShares(totalShares, others)}
    />
  );
}

function MandateForm({
  entry,
  companyId,
  totalShares,
  remaining,
}: {
  entry: MandateEntry | null;
  companyId: string;
  totalShares: number;
  remaining: number;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const journey = useJourney();
  const locale = currentLocale();
  const queryClient = useQueryClient();
  const [formAlert, setFormAlert] = useState<string[] | null>(null);
  const [warning, setWarning] = useState(false);
  const [removing, setRemoving] = useState(false);
  const schema = useMemo(
    () => companyMandateSchema({ journey, remainingShares: remaining, ownShares: 0 }),
    [journey, remaining],
  );
  const form = useForm<MandateFormValues>({
    defaultValues: useMemo(() => mandateFormValues(entry, entry ? null : mandateDraftOf()), [entry]),
    resolver: payloadResolver(schema, mandatePayload),
  });
  const { control, register, formState, handleSubmit, setError, watch, setValue, getValues } = form;
  const errors = formState.errors;
  useUnsavedChangesWarning(formState.isDirty && !formState.isSubmitSuccessful);
  const legalForm = watch('legal_form');
  const mandatary = watch('is_mandatary');
  const shareholder = watch('is_shareholder');
  const foreign = watch('has_foreign_tax_country');

  const backToList = (replace = false) => {
    storeMandateDraft(null);
    void queryClient.invalidateQueries({ queryKey: representativesKey(companyId) });
    navigate(paths.shareholders(journey), { replace });
  };

  const save = async (values: MandateFormValues) => {
    setFormAlert(null);
    try {
      if (entry) await updateMandate(companyId, entry.id, mandatePayload(values));
      else await createMandate(companyId, mandatePayload(values));
      backToList(!entry);
    } catch (error) {
      if (error instanceof ValidationError) {
        const others = applyServerErrors(error, setError, MANDATE_FORM_FIELDS);
        setFormAlert(others.length ? others : [translate(locale, 'validation.form_invalid')]);
      } else console.error('Mandate save failed', error);
    }
  };

  const onSubmit = handleSubmit(
    async (values) => {
      const payload = mandatePayload(values);
      if (
        needsRepresentativeWarning({
          journey,
          isCompany: true,
          totalShares,
          answers: { ...payload, shareholders_value: payload.shareholders_value ?? null },
        })
      ) {
        setWarning(true);
        return;
      }
      await save(values);
    },
    () => setFormAlert([translate(locale, 'validation.form_invalid')]),
  );

  const removeAndLeave = async () => {
    setRemoving(true);
    try {
      if (entry) await deleteMandate(companyId, entry.id);
      setWarning(false);
      backToList(true);
    } finally {
      setRemoving(false);
    }
  };

  const yesNo = (
    name: 'is_mandatary' | 'is_shareholder' | 'is_fatca' | 'has_foreign_tax_country',
    legend: string,
    onAnswer?: (value: boolean) => void,
    hint?: string,
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <YesNo
          id={`mandate-${name.replace(/_/g, '-')}`}
          name={field.name}
          legend={legend}
          hint={hint}
          required
          value={field.value}
          onChange={(value) => {
            field.onChange(value);
            onAnswer?.(value);
          }}
          onBlur={field.onBlur}
          error={errors[name]?.message}
        />
      )}
    />
  );

  return (
    <section className="card" aria-labelledby="mandate-form-title">
      <h1 id="mandate-form-title" className="page-title">
        {t('shareholders.mandate.title')}
      </h1>
      <p className="page-lead">{t('shareholders.mandate.lead')}</p>
      <FormProvider {...form}>
        <form className="stack" onSubmit={onSubmit} noValidate>
          <p className="small muted">{t('common.requiredHint')}</p>
          <fieldset className="journey-section">
            <legend className="journey-section__title">{t('company.form.identitySection')}</legend>
            <TextInput
              id="mandate-name"
              label={t('company.form.name')}
              required
              error={errors.name?.message}
              {...register('name')}
            />
            <Controller
              control={control}
              name="legal_form"
              render={({ field }) => (
                <LegalFormSelect
                  id="mandate-legal-form"
                  label={t('company.form.legalForm')}
                  required
                  exclude={HIDDEN_FORMS_FOR_SHAREHOLDER_COMPANY}
                  value={field.value || null}
                  selectedLabel={
                    isLegalFormCode(field.value)
                      ? legalFormLabel(field.value, locale)
                      : field.value || undefined
                  }
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errors.legal_form?.message}
                />
              )}
            />
            <div className="grid-2">
              <TextInput
                id="mandate-siret"
                label={t('company.form.siret')}
                inputMode="numeric"
                required={legalForm !== 'ASS' && legalForm !== 'SENIRCS'}
                error={errors.siret?.message}
                {...register('siret')}
              />
              {legalForm === 'ASS' ? (
                <TextInput
                  id="mandate-rna"
                  label={t('company.form.rna')}
                  required
                  error={errors.rna?.message}
                  {...register('rna')}
                />
              ) : null}
            </div>
            <Controller
              control={control}
              name="naf_activity_code"
              render={({ field }) => (
                <NafSelect
                  id="mandate-naf"
                  label={t('company.form.naf')}
                  value={field.value || null}
                  selectedLabel={
                    field.value
                      ? [field.value, watch('naf_activity_code_label')].filter(Boolean).join(' – ')
                      : undefined
                  }
                  onChange={(value) => {
                    field.onChange(value);
                    setValue('naf_activity_code_label', '');
                  }}
                  onBlur={field.onBlur}
                  error={errors.naf_activity_code?.message}
                />
              )}
            />
          </fieldset>
          <fieldset className="journey-section">
            <legend className="journey-section__title">{t('company.form.addressSection')}</legend>
            <AddressFields name="address" idPrefix="mandate-address" />
            <div className="grid-2">
              <TextInput
                id="mandate-phone"
                label={t('shareholders.mandate.phone')}
                type="tel"
                error={errors.phone?.message}
                {...register('phone')}
              />
              <TextInput
                id="mandate-email"
                label={t('shareholders.mandate.email')}
                type="email"
                error={errors.email?.message}
                {...register('email')}
              />
            </div>
          </fieldset>
          <fieldset className="journey-section">
            <legend className="journey-section__title">{t('shareholders.person.roleSection')}</legend>
            {yesNo('is_mandatary', t('shareholders.mandate.isMandatary'), (value) => {
              if (!value) setValue('title_code', '');
            })}
            {mandatary ? (
              <Controller
                control={control}
                name="title_code"
                render={({ field }) => (
                  <Select
                    id="mandate-title-code"
                    label={t('shareholders.person.title')}
                    required
                    searchable={false}
                    options={SELECTABLE_JOB_CODES.map((code) => ({
                      value: code,
                      label: JOB_CODE_LABELS[code][locale],
                    }))}
                    value={field.value || null}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={errors.title_code?.message}
                  />
                )}
              />
            ) : null}
            {yesNo('is_shareholder', t('shareholders.mandate.isShareholder'), (value) => {
              if (!value) setValue('shareholders_value', '');
            })}
            {shareholder ? (
              <TextInput
                id="mandate-shares"
                className="person-form__shares"
                label={t('shareholders.person.shares', { total: totalShares })}
                hint={t('shareholders.person.sharesHint', { max: remaining })}
                inputMode="numeric"
                required
                error={errors.shareholders_value?.message}
                {...register('shareholders_value')}
              />
            ) : null}
            {yesNo('is_fatca', t('company.form.usPerson'), undefined, t('company.form.usPersonHint'))}
            {yesNo('has_foreign_tax_country', t('company.form.foreignTax'), (value) => {
              if (!value) setValue('foreign_tax_country', '');
            })}
            {foreign ? (
              <Controller
                control={control}
                name="foreign_tax_country"
                render={({ field }) => (
                  <CountrySelect
                    id="mandate-foreign-tax-country"
                    label={t('company.form.foreignTaxCountry')}
                    required
                    value={field.value || null}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={errors.foreign_tax_country?.message}
                  />
                )}
              />
            ) : null}
          </fieldset>
          {formAlert ? (
            <Alert tone="warning">
              {formAlert.map((message) => (
                <p key={message}>{message}</p>
              ))}
            </Alert>
          ) : null}
          <div className="form-actions">
            <Link
              className="btn btn--secondary btn--md"
              to={entry ? paths.shareholders(journey) : paths.shareholdersCompanyCreate(journey)}
            >
              <span>{t('common.back')}</span>
            </Link>
            <Button type="submit" loading={formState.isSubmitting}>
              {t('common.save')}
            </Button>
          </div>
        </form>
      </FormProvider>
      <RepresentativeWarningModal
        open={warning}
        name={getValues('name')}
        isCompany
        busy={removing}
        onContinue={() => void removeAndLeave()}
        onModify={() => setWarning(false)}
      />
    </section>
  );
}

import { companyMandateSchema, HIDDEN_FORMS_FOR_SHAREHOLDER_COMPANY, type MandateReply } from '@app/domain';
import { useMemo } from 'react';
import { PageCard } from '../../components/page-card';
import { TextField } from '../../components/text-field';
import { YesNoField } from '../../components/yes-no-field';
import { ValidationError } from '../../lib/api-errors';
import { useTranslation } from '../../lib/use-translation';
import { AddressFields } from '../../shared/company-fields/address-fields';
import { ForeignTaxFields } from '../../shared/company-fields/foreign-tax-fields';
import { LegalFormField } from '../../shared/company-fields/legal-form-field';
import { NafField } from '../../shared/company-fields/naf-field';
import { JourneyForm } from '../../shared/forms/journey-form';
import { useApiForm } from '../../shared/forms/use-api-form';
import { paths } from '../../shared/journey/paths';
import { useJourney } from '../../shared/journey/use-journey';
import { MandataryFields } from './mandatary-fields';
import { mandateDraftOf, storeMandateDraft } from './mandate-draft';
import { type MandateFormValues, mandateFormValues, mandatePayload } from './mandate-form-values';
import { isMandate } from './representative-entry';
import { type RepresentativeFormProps, RepresentativeFormRoute } from './representative-form-route';
import { RepresentativeWarningModal } from './representative-warning-modal';
import { createMandate, deleteMandate, updateMandate } from './representatives-api';
import { ShareholdingFields } from './shareholding-fields';
import { useBackToList } from './use-back-to-list';
import { useRepresentativeWarning } from './use-representative-warning';
import '../../shared/forms/journey-section.css';
import './shareholders.css';

/** shareholders/company/create/new and shareholders/company/edit/:id: a company mandate. */
export default function CompanyMandateFormPage() {
  return <RepresentativeFormRoute isEntry={isMandate} Form={MandateForm} />;
}

function MandateForm({ entry, companyId, totalShares, remaining }: RepresentativeFormProps<MandateReply>) {
  const { t } = useTranslation();
  const journey = useJourney();
  const schema = useMemo(
    () => companyMandateSchema({ journey, remainingShares: remaining, ownShares: 0 }),
    [journey, remaining],
  );
  const { form, alert, showFailure, submit } = useApiForm<MandateFormValues>({
    schema,
    toPayload: mandatePayload,
    defaultValues: useMemo(() => mandateFormValues(entry, entry ? null : mandateDraftOf()), [entry]),
    warnUnsaved: true,
  });
  const { control, watch, getValues } = form;
  const legalForm = watch('legal_form');

  const toList = useBackToList(companyId);
  const backToList = (replace = false) => {
    storeMandateDraft(null);
    toList(replace);
  };
  const warning = useRepresentativeWarning({
    remove: async () => {
      if (entry) await deleteMandate(companyId, entry.id);
    },
    leave: () => backToList(true),
  });

  const save = async (values: MandateFormValues) => {
    try {
      if (entry) await updateMandate(companyId, entry.id, mandatePayload(values));
      else await createMandate(companyId, mandatePayload(values));
      backToList(!entry);
    } catch (error) {
      if (error instanceof ValidationError) showFailure(error);
      else console.error('Mandate save failed', error);
    }
  };

  const onSubmit = submit(async (values) => {
    // Answers that call for the representative warning open it instead of saving.
    const warned = warning.stopsSave({
      journey,
      isCompany: true,
      totalShares,
      answers: mandatePayload(values),
    });
    if (!warned) await save(values);
  });

  return (
    <PageCard id="mandate-form" title={t('shareholders.mandate.title')} lead={t('shareholders.mandate.lead')}>
      <JourneyForm
        form={form}
        onSubmit={onSubmit}
        alert={alert.messages}
        submitLabel={t('common.save')}
        back={entry ? paths.shareholders(journey) : paths.shareholdersCompanyCreate(journey)}
      >
        <fieldset className="journey-section">
          <legend className="journey-section__title">{t('company.form.identitySection')}</legend>
          <TextField<MandateFormValues>
            name="name"
            id="mandate-name"
            label={t('company.form.name')}
            required
          />
          <LegalFormField
            id="mandate-legal-form"
            label={t('company.form.legalForm')}
            exclude={HIDDEN_FORMS_FOR_SHAREHOLDER_COMPANY}
          />
          <div className="grid-2">
            <TextField<MandateFormValues>
              name="siret"
              id="mandate-siret"
              label={t('company.form.siret')}
              inputMode="numeric"
              required={legalForm !== 'ASS' && legalForm !== 'SENIRCS'}
            />
            {legalForm === 'ASS' ? (
              <TextField<MandateFormValues>
                name="rna"
                id="mandate-rna"
                label={t('company.form.rna')}
                required
              />
            ) : null}
          </div>
          <NafField id="mandate-naf" label={t('company.form.naf')} />
        </fieldset>
        <fieldset className="journey-section">
          <legend className="journey-section__title">{t('company.form.addressSection')}</legend>
          <AddressFields name="address" idPrefix="mandate-address" />
          <div className="grid-2">
            <TextField<MandateFormValues>
              name="phone"
              id="mandate-phone"
              label={t('shareholders.mandate.phone')}
              type="tel"
            />
            <TextField<MandateFormValues>
              name="email"
              id="mandate-email"
              label={t('shareholders.mandate.email')}
              type="email"
            />
          </div>
        </fieldset>
        <fieldset className="journey-section">
          <legend className="journey-section__title">{t('shareholders.person.roleSection')}</legend>
          <MandataryFields
            ids={{ question: 'mandate-is-mandatary', title: 'mandate-title-code' }}
            legend={t('shareholders.mandate.isMandatary')}
          />
          <ShareholdingFields
            ids={{ question: 'mandate-is-shareholder', shares: 'mandate-shares' }}
            legend={t('shareholders.mandate.isShareholder')}
            totalShares={totalShares}
            sharesHint={t('shareholders.person.sharesHint', { max: remaining })}
          />
          <YesNoField
            control={control}
            name="is_fatca"
            id="mandate-is-fatca"
            legend={t('company.form.usPerson')}
            hint={t('company.form.usPersonHint')}
          />
          <ForeignTaxFields
            ids={{ question: 'mandate-has-foreign-tax-country', country: 'mandate-foreign-tax-country' }}
            legend={t('company.form.foreignTax')}
            countryLabel={t('company.form.foreignTaxCountry')}
          />
        </fieldset>
      </JourneyForm>
      <RepresentativeWarningModal name={getValues('name')} isCompany journey={journey} {...warning.modal} />
    </PageCard>
  );
}

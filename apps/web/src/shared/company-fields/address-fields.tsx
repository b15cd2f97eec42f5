import type { AddressReply } from '@app/domain';
import { useFormContext } from 'react-hook-form';
import { CountryField } from '../../components/country-field';
import { TextField } from '../../components/text-field';
import { useTranslation } from '../../lib/use-translation';

/** An address form group: each part of the API's address, as typed. */
export type AddressValues = Record<keyof AddressReply, string>;

export const emptyAddress = (): AddressValues => ({
  street: '',
  details: '',
  zip: '',
  city: '',
  country: 'FR',
});

/** street, details, postcode, city, country of one address field group (under a FormProvider). */
export function AddressFields({ name, idPrefix }: { name: string; idPrefix: string }) {
  const { t } = useTranslation();
  const { control } = useFormContext();
  return (
    <>
      <TextField
        name={`${name}.street`}
        id={`${idPrefix}-street`}
        label={t('company.address.street')}
        autoComplete="address-line1"
        required
      />
      <TextField
        name={`${name}.details`}
        id={`${idPrefix}-details`}
        label={t('company.address.details')}
        autoComplete="address-line2"
      />
      <div className="inline-fields">
        <TextField
          name={`${name}.zip`}
          id={`${idPrefix}-zip`}
          label={t('company.address.zip')}
          inputMode="numeric"
          autoComplete="postal-code"
          required
        />
        <TextField
          name={`${name}.city`}
          id={`${idPrefix}-city`}
          label={t('company.address.city')}
          autoComplete="address-level2"
          required
        />
      </div>
      <CountryField
        control={control}
        name={`${name}.country`}
        id={`${idPrefix}-country`}
        label={t('company.address.country')}
      />
    </>
  );
}

/** The form's address as the API expects it (empty details sent as null). */
export const addressPayload = (address: AddressValues) => ({
  street: address.street,
  details: address.details.trim() ? address.details : null,
  zip: address.zip.trim(),
  city: address.city,
  country: address.country || 'FR',
});

export function addressValues(address: unknown): AddressValues {
  if (!address || typeof address !== 'object') return emptyAddress();
  const a = address as Partial<Record<keyof AddressValues, string | null>>;
  return {
    street: a.street ?? '',
    details: a.details ?? '',
    zip: a.zip ?? '',
    city: a.city ?? '',
    country: a.country || 'FR',
  };
}

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ForeignTaxFields } from './foreign-tax-fields';

interface Values {
  has_foreign_tax_country: boolean | null;
  foreign_tax_country: string;
}

let latest: Values | null = null;

function Harness({ defaults, error }: { defaults: Values; error?: string }) {
  const form = useForm<Values>({ defaultValues: defaults });
  latest = form.watch();
  return (
    <FormProvider {...form}>
      <ForeignTaxFields
        ids={{ question: 'x-foreign-tax', country: 'x-foreign-tax-country' }}
        legend="Résident fiscal à l'étranger ?"
        countryLabel="Pays de résidence fiscale"
      />
      <button
        type="button"
        onClick={() => form.setError('has_foreign_tax_country', { message: error ?? 'validation.required' })}
      >
        fail
      </button>
    </FormProvider>
  );
}

describe('ForeignTaxFields', () => {
  it('asks the country only after a yes, under the ids it is given', async () => {
    render(<Harness defaults={{ has_foreign_tax_country: null, foreign_tax_country: '' }} />);
    expect(document.getElementById('x-foreign-tax-country')).toBeNull();
    await userEvent.click(document.getElementById('x-foreign-tax-yes') as HTMLElement);
    expect(document.getElementById('x-foreign-tax-country')).not.toBeNull();
    expect(screen.getByText('Pays de résidence fiscale')).toBeInTheDocument();
  });

  it('clears the country when the answer becomes no', async () => {
    render(<Harness defaults={{ has_foreign_tax_country: true, foreign_tax_country: 'BE' }} />);
    expect(latest?.foreign_tax_country).toBe('BE');
    await userEvent.click(document.getElementById('x-foreign-tax-no') as HTMLElement);
    expect(latest).toEqual({ has_foreign_tax_country: false, foreign_tax_country: '' });
    expect(document.getElementById('x-foreign-tax-country')).toBeNull();
  });

  it("shows the question's error under it, linked for assistive technology", async () => {
    render(
      <Harness defaults={{ has_foreign_tax_country: null, foreign_tax_country: '' }} error="Répondez" />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'fail' }));
    const error = document.getElementById('x-foreign-tax-error');
    expect(error).toHaveTextContent('Répondez');
    expect(screen.getByRole('group', { name: /Résident fiscal/ })).toHaveAttribute(
      'aria-describedby',
      'x-foreign-tax-error',
    );
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { MandataryFields } from './mandatary-fields';
import { ShareholdingFields } from './shareholding-fields';

interface Values {
  is_mandatary: boolean | null;
  title_code: string;
  is_shareholder: boolean | null;
  shareholders_value: string;
}

let latest: Values | null = null;

function Harness({ defaults }: { defaults: Values }) {
  const form = useForm<Values>({ defaultValues: defaults });
  latest = form.watch();
  return (
    <FormProvider {...form}>
      <MandataryFields ids={{ question: 'p-is-mandatary', title: 'p-title-code' }} legend="Mandataire ?" />
      <ShareholdingFields
        ids={{ question: 'p-is-shareholder', shares: 'p-shares' }}
        legend="Actionnaire ?"
        required={false}
        totalShares={100}
        sharesHint="50 au plus"
      />
    </FormProvider>
  );
}

const empty: Values = { is_mandatary: null, title_code: '', is_shareholder: null, shareholders_value: '' };

describe('MandataryFields and ShareholdingFields', () => {
  it('ask the title and the shares only after a yes, under the ids they are given', async () => {
    render(<Harness defaults={empty} />);
    expect(document.getElementById('p-title-code')).toBeNull();
    expect(document.getElementById('p-shares')).toBeNull();
    await userEvent.click(document.getElementById('p-is-mandatary-yes') as HTMLElement);
    await userEvent.click(document.getElementById('p-is-shareholder-yes') as HTMLElement);
    expect(document.getElementById('p-title-code')).not.toBeNull();
    expect(screen.getByLabelText(/100/)).toHaveAttribute('id', 'p-shares');
    expect(screen.getByText('50 au plus')).toBeInTheDocument();
  });

  it('clear the title and the shares when the answer becomes no', async () => {
    render(
      <Harness
        defaults={{ is_mandatary: true, title_code: 'GER', is_shareholder: true, shareholders_value: '40' }}
      />,
    );
    await userEvent.click(document.getElementById('p-is-mandatary-no') as HTMLElement);
    await userEvent.click(document.getElementById('p-is-shareholder-no') as HTMLElement);
    expect(latest).toEqual({
      is_mandatary: false,
      title_code: '',
      is_shareholder: false,
      shareholders_value: '',
    });
  });

  it('make the shareholder question optional when told, the mandatary one stays required', () => {
    render(<Harness defaults={empty} />);
    expect(document.getElementById('p-is-mandatary-yes')).toBeRequired();
    expect(document.getElementById('p-is-shareholder-yes')).not.toBeRequired();
  });
});

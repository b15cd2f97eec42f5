import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CountrySelect } from './country-select';

function Harness({ initial }: { initial: string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <CountrySelect id="nationality" label="Nationalité" value={value} onChange={setValue} />
      <output data-testid="value">{value ?? ''}</output>
    </>
  );
}

describe('CountrySelect', () => {
  it('names the chosen country while closed, with no list in the page', () => {
    render(<Harness initial="DE" />);
    expect(screen.getByRole('button', { name: /Nationalité/ })).toHaveTextContent('Allemagne');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('opens on France, then the other countries in alphabetical order, and a search finds one', async () => {
    const user = userEvent.setup();
    render(<Harness initial={null} />);
    await user.click(screen.getByRole('button', { name: /Nationalité/ }));
    const names = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(names[0]).toBe('France');
    expect(names.slice(1, 4)).toEqual(['Afghanistan', 'Afrique du Sud', 'Åland']);

    await user.type(screen.getByRole('combobox'), 'allem');
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Allemagne' }));
    expect(screen.getByTestId('value')).toHaveTextContent('DE');
    expect(screen.getByRole('button', { name: /Nationalité/ })).toHaveTextContent('Allemagne');
  });
});

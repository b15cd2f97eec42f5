import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DateInput } from './date-input';

function Harness() {
  const [value, setValue] = useState('');
  return <DateInput id="birth-date" label="Date de naissance" value={value} onChange={setValue} />;
}

describe('DateInput', () => {
  it('inserts the slashes while digits are typed', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Date de naissance');
    await userEvent.type(input, '31121980');
    expect(input).toHaveValue('31/12/1980');
  });

  it('pads a single-digit day when the user types the slash', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Date de naissance');
    await userEvent.type(input, '5/3/1990');
    expect(input).toHaveValue('05/03/1990');
  });

  it('ignores letters and lets backspace remove characters', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Date de naissance');
    await userEvent.type(input, '0a1b');
    expect(input).toHaveValue('01/');
    await userEvent.type(input, '{backspace}{backspace}');
    expect(input).toHaveValue('0');
  });

  it('links the format hint and the error to the input', () => {
    render(
      <DateInput
        id="d"
        label="Date"
        value=""
        onChange={() => undefined}
        error="validation.birth_date_format"
      />,
    );
    const input = screen.getByLabelText('Date');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/JJ\/MM\/AAAA.*La date doit être au format JJ\/MM\/AAAA/);
  });
});

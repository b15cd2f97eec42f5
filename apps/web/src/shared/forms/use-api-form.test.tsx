import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FormAlert } from '../../components/form-alert';
import { ValidationError } from '../../lib/api-errors';
import { useApiForm } from './use-api-form';

const Schema = z.object({
  name: z.string().trim().min(1, { error: 'validation.required' }),
  address: z.object({ city: z.string().min(1, { error: 'validation.required' }) }),
  /** Checked, but the form shows it beside another field. */
  label: z.string(),
});
type Values = z.infer<typeof Schema>;

function Harness({ save }: { save: (values: Values) => Promise<void> }) {
  const { form, alert, showFailure, submit } = useApiForm<Values>({
    schema: Schema,
    defaultValues: { name: '', address: { city: '' }, label: '' },
    alertFields: ['label'],
  });
  const onSubmit = submit(async (values) => {
    try {
      await save(values);
    } catch (error) {
      showFailure(error);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <input aria-label="name" {...form.register('name')} />
      <p>{form.formState.errors.name?.message}</p>
      <input aria-label="city" {...form.register('address.city')} />
      <p>{form.formState.errors.address?.city?.message}</p>
      <FormAlert messages={alert.messages} />
      <button type="submit">save</button>
    </form>
  );
}

const invalidMessage = 'Des informations sont manquantes ou incorrectes.';

describe('useApiForm', () => {
  it('checks the form with the schema and says "fix the form" until the fields are fixed', async () => {
    const save = vi.fn(async () => undefined);
    render(<Harness save={save} />);
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    expect(screen.getAllByText('validation.required')).toHaveLength(2);
    expect(screen.getByText(invalidMessage)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('name'), ' Ana ');
    await userEvent.type(screen.getByLabelText('city'), 'Lyon');
    await waitFor(() => expect(screen.queryByText(invalidMessage)).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    // The schema's output is submitted (trimmed).
    expect(save).toHaveBeenCalledWith({ name: 'Ana', address: { city: 'Lyon' }, label: '' });
  });

  it("puts a 422's messages at their fields, focusing the first, and the others in the alert", async () => {
    const refused = new ValidationError('invalid', {
      'address.city': 'Ville inconnue',
      name: 'Nom déjà pris',
      label: 'Libellé trop long',
      other: 'Autre chose',
    });
    render(<Harness save={async () => Promise.reject(refused)} />);
    await userEvent.type(screen.getByLabelText('name'), 'Ana');
    await userEvent.type(screen.getByLabelText('city'), 'Lyon');
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByText('Ville inconnue')).toBeInTheDocument();
    expect(screen.getByText('Nom déjà pris')).toBeInTheDocument();
    expect(screen.getByLabelText('city')).toHaveFocus();
    expect(screen.getByText('Libellé trop long')).toBeInTheDocument();
    expect(screen.getByText('Autre chose')).toBeInTheDocument();
  });
});

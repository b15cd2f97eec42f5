import { render, screen, within } from '@testing-library/react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { GenderField } from '../../components/gender-field';
import { i18n, loadLanguage } from '../../lib/i18n';
import { useTranslation } from '../../lib/use-translation';
import { ErrorSummary } from './error-summary';

/** The account form's civility question left unanswered, as a failed submit leaves it. */
function UnansweredCivility() {
  const { t } = useTranslation();
  const form = useForm<{ gender: 1 | 2 | null }>({ defaultValues: { gender: null } });
  useEffect(() => form.setError('gender', { type: 'required', message: 'validation.required' }), [form]);
  return (
    <form>
      <ErrorSummary messages={[]} errors={form.formState.errors} />
      <GenderField control={form.control} name="gender" id="account-gender" legend={t('account.gender')} />
    </form>
  );
}

const summaryItems = async () =>
  within(await screen.findByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

afterEach(async () => {
  await i18n.changeLanguage('fr');
});

describe('the error summary names the civility question by its label, never by a choice', () => {
  it.each([
    ['fr', 'Civilité\u00a0: Ce champ est obligatoire'],
    ['en', 'Title: This field is required'],
    ['de', 'Anrede: Dieses Feld ist erforderlich'],
  ] as const)('%s', async (language, expected) => {
    await loadLanguage(language);
    await i18n.changeLanguage(language);
    render(<UnansweredCivility />);
    expect(await summaryItems()).toEqual([expected]);
  });
});

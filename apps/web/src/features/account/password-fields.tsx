import { useState } from 'react';
import { TextField } from '../../components/text-field';
import { Button } from '../../components/ui/button';
import { Icon } from '../../components/ui/icon';
import { PasswordStrength } from '../../components/ui/password-strength';
import { useTranslation } from '../../lib/use-translation';
import type { PasswordScoring } from './password/use-password-score';

interface PasswordValues {
  password: string;
  password_repeat: string;
}

/** The new account's password and its confirmation, with the strength meter and a show/hide toggle. */
export function PasswordFields({ strength }: { strength: Pick<PasswordScoring, 'start' | 'level'> }) {
  const { t } = useTranslation();
  const [showPassword, setShowPassword] = useState(false);
  return (
    <>
      <div className="stack-sm">
        <TextField<PasswordValues>
          name="password"
          id="account-password"
          label={t('account.password')}
          hint={t('account.passwordHint')}
          type={showPassword ? 'text' : 'password'}
          autoComplete="new-password"
          required
          onFocus={strength.start}
          suffix={
            <Button
              variant="ghost"
              size="sm"
              className="password-toggle"
              aria-pressed={showPassword}
              aria-label={showPassword ? t('account.hidePassword') : t('account.showPassword')}
              onClick={() => setShowPassword((shown) => !shown)}
            >
              <Icon name={showPassword ? 'eyeOff' : 'eye'} />
            </Button>
          }
        />
        <PasswordStrength level={strength.level} />
      </div>
      <TextField<PasswordValues>
        name="password_repeat"
        id="account-password-repeat"
        label={t('account.passwordRepeat')}
        type={showPassword ? 'text' : 'password'}
        autoComplete="new-password"
        required
      />
    </>
  );
}

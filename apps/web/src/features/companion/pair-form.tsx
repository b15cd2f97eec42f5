import { useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { useTranslation } from '../../lib/use-translation';

export interface PairFormProps {
  defaultName: string;
  busy: boolean;
  error: string | null;
  onPair: (name: string) => void;
}

/** Names the device and pairs it (the key is made when the user confirms). */
export function PairForm({ defaultName, busy, error, onPair }: PairFormProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(defaultName);
  const trimmed = name.trim();
  return (
    <form
      className="companion-card"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (trimmed) onPair(trimmed.slice(0, 100));
      }}
    >
      <h2>{t('companion.pairHeading')}</h2>
      <p>{t('companion.pairText')}</p>
      <div className="field">
        <label className="field__label" htmlFor="device-name">
          {t('companion.deviceName')}
        </label>
        <p className="field__hint" id="device-name-hint">
          {t('companion.deviceNameHint')}
        </p>
        <input
          id="device-name"
          className="input"
          value={name}
          maxLength={100}
          autoComplete="off"
          aria-describedby="device-name-hint"
          aria-required="true"
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      {error ? (
        <Alert tone="error" title={t('companion.errors.pairFailed')}>
          {error}
        </Alert>
      ) : null}
      <Button type="submit" loading={busy} disabled={!trimmed} fullWidth>
        {t('companion.pair')}
      </Button>
    </form>
  );
}

import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { useTranslation } from '../../lib/use-translation';
import './deposit-account.css';

/** A value with a button that copies it (IBAN, BIC, transfer reference), the result read out politely. */
export function CopyValue({ label, value, shown }: { label: string; value: string; shown?: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <span className="copy-value">
      <span className="copy-value__text" data-analytics-mask>
        {shown ?? value}
      </span>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => void copy()}
        aria-label={t('capitalDeposit.copy', { label })}
      >
        {t('capitalDeposit.copyShort')}
      </Button>
      <span className="copy-value__status" role="status">
        {state === 'copied'
          ? t('capitalDeposit.copied')
          : state === 'failed'
            ? t('capitalDeposit.copyFailed')
            : ''}
      </span>
    </span>
  );
}

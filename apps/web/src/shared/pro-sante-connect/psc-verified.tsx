import type { PscIdentity } from '@app/domain';
import { useTranslation } from '../../lib/use-translation';
import { keptPscSignIn } from './psc-sign-in-store';
import './psc.css';

/**
 * "Vérifié par Pro Santé Connect" beside the person: their professional status (RPPS / ADELI and
 * profession) as the federation vouched for it and the imported directory agreed. Nothing when
 * the person did not sign in with it.
 */
export function PscVerified({ identity = keptPscSignIn()?.identity }: { identity?: PscIdentity | null }) {
  const { t } = useTranslation();
  if (!identity) return null;
  return (
    <p className="psc-verified">
      <span className="psc-verified__tick" aria-hidden="true">
        ✓
      </span>
      <span>
        <strong>{t('psc.verified')}</strong>{' '}
        <span className="psc-verified__number">
          {t(identity.directory === 'rpps' ? 'psc.rpps' : 'psc.adeli', {
            number: identity.professional_number,
          })}
        </span>
      </span>
    </p>
  );
}

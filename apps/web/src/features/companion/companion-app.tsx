import { useCallback, useEffect, useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useTranslation } from '../../lib/use-translation';
import type { PairingPayload } from '../../shared/companion/pairing-link';
import { CompanionApiError, postPair, postRespond } from './companion-api';
import { deviceInfo } from './device-info';
import { cryptoAvailable, generateDeviceKey, signedPayload, signText } from './device-keys';
import { type DeviceRecord, forgetDevice, loadDevice, saveDevice, storageAvailable } from './device-store';
import { PairForm } from './pair-form';
import { PendingRequest } from './pending-request';
import { usePendingPoll } from './use-pending-poll';

export interface CompanionAppProps {
  /** The pairing payload of the link that opened the page, if any. */
  payload: PairingPayload | null;
  language: string;
}

type Phase = 'loading' | 'unsupported' | 'intro' | 'pair' | 'paired';

/**
 * The companion phone app (decisions: SCA by app): pairs this phone with a device key, then
 * shows the requests waiting for it and sends the signed answer.
 */
export function CompanionApp({ payload, language }: CompanionAppProps) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<Phase>('loading');
  const [device, setDevice] = useState<DeviceRecord | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [justPaired, setJustPaired] = useState(false);
  const [answer, setAnswer] = useState<'accepted' | 'refused' | null>(null);
  const poll = usePendingPoll(phase === 'paired' ? device : null, language);

  useEffect(() => {
    if (!cryptoAvailable() || !storageAvailable()) {
      setPhase('unsupported');
      return;
    }
    loadDevice()
      .then((stored) => {
        setDevice(stored);
        // A new link pairs again (a new account or a replaced phone) even if already paired.
        setPhase(payload ? 'pair' : stored ? 'paired' : 'intro');
      })
      .catch(() => setPhase(payload ? 'pair' : 'intro'));
  }, [payload]);

  const pair = useCallback(
    async (name: string) => {
      if (!payload) return;
      setBusy(true);
      setError(null);
      try {
        const { privateKey, publicJwk } = await generateDeviceKey();
        const result = await postPair(payload.apiUrl, language, {
          challenge_id: payload.challengeId,
          pairing_secret: payload.pairingSecret,
          public_key: publicJwk,
          device_name: name,
          device_os: deviceInfo(navigator.userAgent).os,
          signature: await signText(privateKey, signedPayload.pair(payload.challengeId)),
        });
        const record: DeviceRecord = {
          tokenId: result.token_id,
          apiUrl: payload.apiUrl,
          name: result.description,
          privateKey,
          pairedAt: new Date().toISOString(),
        };
        await saveDevice(record);
        setDevice(record);
        setJustPaired(true);
        setPhase('paired');
      } catch (cause) {
        setError(
          cause instanceof CompanionApiError && cause.message ? cause.message : t('companion.errors.network'),
        );
      } finally {
        setBusy(false);
      }
    },
    [payload, language, t],
  );

  const respond = useCallback(
    async (challengeId: string, decision: 'accept' | 'refuse') => {
      if (!device) return;
      setBusy(true);
      setError(null);
      try {
        const signature = await signText(device.privateKey, signedPayload.respond(challengeId, decision));
        await postRespond(device.apiUrl, language, challengeId, decision, signature);
        poll.remove(challengeId);
        setAnswer(decision === 'accept' ? 'accepted' : 'refused');
      } catch (cause) {
        const message = cause instanceof CompanionApiError && cause.message ? cause.message : '';
        setError(
          message ? `${t('companion.errors.respondFailed')} ${message}` : t('companion.errors.respondFailed'),
        );
        poll.remove(challengeId);
      } finally {
        setBusy(false);
      }
    },
    [device, language, poll, t],
  );

  const forget = useCallback(async () => {
    await forgetDevice().catch(() => undefined);
    setDevice(null);
    setJustPaired(false);
    setPhase('intro');
  }, []);

  return (
    <div className="companion">
      <header className="companion__header">
        <h1>{t('companion.title')}</h1>
        <p>{t('companion.tagline')}</p>
      </header>
      <main className="companion__main">
        {phase === 'loading' ? <Spinner label={t('sca.loading')} /> : null}
        {phase === 'unsupported' ? <Alert tone="error">{t('companion.errors.unsupported')}</Alert> : null}
        {phase === 'intro' ? (
          <div className="companion-card">
            <p>{t('companion.intro')}</p>
            <p className="field__hint">{t('companion.installHint')}</p>
          </div>
        ) : null}
        {phase === 'pair' ? (
          <PairForm
            defaultName={deviceInfo(navigator.userAgent).name}
            busy={busy}
            error={error}
            onPair={(name) => void pair(name)}
          />
        ) : null}
        {phase === 'paired' && device ? (
          <>
            <div className="companion-card">
              <h2>{t('companion.pairedHeading')}</h2>
              <p>{t('companion.pairedAs', { name: device.name })}</p>
              {justPaired ? <Alert tone="success">{t('companion.backToComputer')}</Alert> : null}
            </div>
            {poll.lost ? (
              <Alert
                tone="warning"
                actions={
                  <Button size="sm" variant="secondary" onClick={() => void forget()}>
                    {t('companion.forget')}
                  </Button>
                }
              >
                {t('companion.errors.notRecognised')}
              </Alert>
            ) : null}
            {poll.offline ? <Alert tone="warning">{t('companion.errors.network')}</Alert> : null}
            {error ? <Alert tone="error">{error}</Alert> : null}
            <div aria-live="polite">
              {answer && poll.challenges.length === 0 ? (
                <Alert tone={answer === 'accepted' ? 'success' : 'info'}>
                  {answer === 'accepted' ? t('companion.accepted') : t('companion.refused')}
                </Alert>
              ) : null}
              {poll.challenges.map((challenge) => (
                <PendingRequest
                  key={challenge.id}
                  challenge={challenge}
                  busy={busy}
                  onAnswer={(decision) => void respond(challenge.id, decision)}
                />
              ))}
              {poll.challenges.length === 0 && !answer ? (
                <p className="companion__waiting">
                  <Spinner size="sm" decorative /> {t('companion.waiting')}
                </p>
              ) : null}
            </div>
            <p className="companion__hint">{t('companion.installHint')}</p>
            <Button variant="link" onClick={() => void forget()}>
              {t('companion.forget')}
            </Button>
          </>
        ) : null}
      </main>
    </div>
  );
}

import { SCA_POLLING_INTERVAL_MS, type ScaPendingChallengeReply } from '@app/domain';
import { useEffect, useRef, useState } from 'react';
import { CompanionApiError, getPending } from './companion-api';
import { signedPayload, signText } from './device-keys';
import type { DeviceRecord } from './device-store';

/** Refusals in a row after which the device is taken as unpaired (revoked or replaced). */
const REFUSALS_BEFORE_LOST = 3;

export interface PendingPoll {
  challenges: ScaPendingChallengeReply[];
  /** The last call could not reach the API. */
  offline: boolean;
  /** The API no longer recognises this device. */
  lost: boolean;
  /** Drops a challenge at once after it was answered. */
  remove: (id: string) => void;
}

/** Asks the API every 2 s, while the page is visible, for the requests waiting for this device. */
export function usePendingPoll(device: DeviceRecord | null, language: string): PendingPoll {
  const [challenges, setChallenges] = useState<ScaPendingChallengeReply[]>([]);
  const [offline, setOffline] = useState(false);
  const [lost, setLost] = useState(false);
  const answered = useRef(new Set<string>());

  useEffect(() => {
    if (!device) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let refusals = 0;
    let running = false;

    const tick = async () => {
      if (running) return;
      running = true;
      if (timer) clearTimeout(timer);
      if (document.visibilityState === 'visible') {
        try {
          // Each proof carries a fresh timestamp: the API accepts each one once.
          const timestamp = new Date().toISOString();
          const signature = await signText(
            device.privateKey,
            signedPayload.pending(device.tokenId, timestamp),
          );
          const result = await getPending(device.apiUrl, language, {
            token_id: device.tokenId,
            timestamp,
            signature,
          });
          refusals = 0;
          if (stopped) return;
          setOffline(false);
          setChallenges(result.challenges.filter((challenge) => !answered.current.has(challenge.id)));
        } catch (error) {
          if (stopped) return;
          const status = error instanceof CompanionApiError ? error.status : 0;
          setOffline(status === 0 || status >= 500);
          if (status === 403 || status === 404) {
            refusals += 1;
            if (refusals >= REFUSALS_BEFORE_LOST) setLost(true);
          }
        }
      }
      running = false;
      if (!stopped) timer = setTimeout(tick, SCA_POLLING_INTERVAL_MS);
    };
    void tick();
    const onVisible = () => {
      if (document.visibilityState === 'visible' && !stopped) void tick();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [device, language]);

  return {
    challenges,
    offline,
    lost,
    remove: (id) => {
      answered.current.add(id);
      setChallenges((list) => list.filter((challenge) => challenge.id !== id));
    },
  };
}

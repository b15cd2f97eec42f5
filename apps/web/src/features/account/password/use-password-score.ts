import { MIN_PASSWORD_SCORE, type PasswordLevel, type PasswordScoreFn, passwordLevel } from '@app/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { currentLocale } from '../../../lib/i18n';
import { type PasswordScoreClient, startPasswordScoreClient } from './password-score-client';

export interface PasswordScoring {
  /** Starts the worker (the password field's first focus): nothing is downloaded before. */
  start: () => void;
  /** The meter's level, null while the dictionaries load or the field is empty (neutral meter). */
  level: PasswordLevel | null;
  /**
   * For the form's schema: the worker's score of a password already scored; a password not
   * scored yet passes here and the API, which scores every password, decides.
   */
  scorePassword: PasswordScoreFn | undefined;
}

export function usePasswordScore(
  password: string,
  userInputs: readonly string[],
  createClient: typeof startPasswordScoreClient = startPasswordScoreClient,
): PasswordScoring {
  const client = useRef<PasswordScoreClient | null>(null);
  const [ready, setReady] = useState(false);
  const [level, setLevel] = useState<PasswordLevel | null>(null);
  const inputsKey = JSON.stringify(userInputs);

  const start = useCallback(() => {
    if (client.current) return;
    client.current = createClient(currentLocale());
    void client.current.ready.then(() => setReady(true));
  }, [createClient]);

  useEffect(() => {
    if (!ready || !client.current || !password) {
      setLevel(null);
      return;
    }
    let current = true;
    void client.current.score(password, JSON.parse(inputsKey) as string[]).then((score) => {
      if (current) setLevel(passwordLevel(score));
    });
    return () => {
      current = false;
    };
  }, [ready, password, inputsKey]);

  const scorePassword = useCallback<PasswordScoreFn>(
    (candidate, inputs = []) => client.current?.known(candidate, inputs) ?? MIN_PASSWORD_SCORE,
    [],
  );
  return { start, level, scorePassword: ready ? scorePassword : undefined };
}

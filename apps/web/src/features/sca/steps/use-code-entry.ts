import { VERIFICATION_CODE_LENGTH } from '@app/domain';
import { useCallback, useEffect, useState } from 'react';

/**
 * A verification code being typed: the boxes' value, a round that remounts them empty with the
 * focus in the first box (after a wrong code, or when a new code is sent), and the submit of a
 * whole code.
 */
export function useCodeEntry(error: string | null, onCode: (code: string) => void) {
  const [code, setCode] = useState('');
  const [round, setRound] = useState(0);
  const clear = useCallback(() => {
    setCode('');
    setRound((value) => value + 1);
  }, []);
  // A wrong code empties the boxes and puts the focus back in the first one.
  useEffect(() => {
    if (error) clear();
  }, [error, clear]);
  const submit = (value: string) => {
    if (value.length === VERIFICATION_CODE_LENGTH) onCode(value);
  };
  return { code, setCode, round, clear, submit, complete: code.length === VERIFICATION_CODE_LENGTH };
}

export type CodeEntry = ReturnType<typeof useCodeEntry>;

import { useEffect, useRef, useState } from 'react';

const secondsUntil = (deadline: number, now: number) => Math.max(0, Math.ceil((deadline - now) / 1000));

/** Seconds left until `deadline` (ms since epoch); `onEnd` runs once when it reaches zero. */
export function useCountdown(deadline: number | null, onEnd: () => void): number {
  const [left, setLeft] = useState(() => (deadline === null ? 0 : secondsUntil(deadline, Date.now())));
  const onEndRef = useRef(onEnd);
  onEndRef.current = onEnd;

  useEffect(() => {
    if (deadline === null) return;
    let ended = false;
    const update = () => {
      const next = secondsUntil(deadline, Date.now());
      setLeft(next);
      if (next === 0 && !ended) {
        ended = true;
        clearInterval(timer);
        onEndRef.current();
      }
    };
    const timer = setInterval(update, 250);
    update();
    return () => clearInterval(timer);
  }, [deadline]);

  return left;
}

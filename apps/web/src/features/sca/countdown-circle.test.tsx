import { SCA_COUNTDOWN_SECONDS } from '@app/domain';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CountdownCircle } from './countdown-circle';

describe('CountdownCircle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T10:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('counts down the seconds left and calls onEnd once when the time is up', () => {
    const onEnd = vi.fn();
    render(<CountdownCircle deadline={Date.now() + 30_000} onEnd={onEnd} />);
    expect(screen.getByRole('timer')).toHaveTextContent('Temps restant : 30 secondes');
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('timer')).toHaveTextContent('Temps restant : 20 secondes');
    expect(onEnd).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(20_000));
    expect(onEnd).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(5_000));
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('the ring measures 30 s by default, the domain constant of spec §9', () => {
    const ring = (container: HTMLElement) => {
      const bar = container.querySelector('.sca-countdown__bar');
      const full = Number(bar?.getAttribute('stroke-dasharray'));
      return 1 - Number(bar?.getAttribute('stroke-dashoffset')) / full;
    };
    expect(SCA_COUNTDOWN_SECONDS).toBe(30);
    const half = render(<CountdownCircle deadline={Date.now() + 15_000} onEnd={vi.fn()} />);
    expect(ring(half.container)).toBeCloseTo(0.5);
    half.unmount();
    // A longer countdown (the challenge's ttl) is drawn against its own length.
    const quarter = render(
      <CountdownCircle deadline={Date.now() + 30_000} totalSeconds={120} onEnd={vi.fn()} />,
    );
    expect(ring(quarter.container)).toBeCloseTo(0.25);
  });

  it('does not end without a deadline', () => {
    const onEnd = vi.fn();
    render(<CountdownCircle deadline={null} onEnd={onEnd} />);
    act(() => vi.advanceTimersByTime(60_000));
    expect(onEnd).not.toHaveBeenCalled();
  });
});

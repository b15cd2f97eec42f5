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

  it('does not end without a deadline', () => {
    const onEnd = vi.fn();
    render(<CountdownCircle deadline={null} onEnd={onEnd} />);
    act(() => vi.advanceTimersByTime(60_000));
    expect(onEnd).not.toHaveBeenCalled();
  });
});

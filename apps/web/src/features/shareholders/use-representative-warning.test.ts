import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useRepresentativeWarning } from './use-representative-warning';

const neither = { is_mandatary: false, is_shareholder: false, shareholders_value: 0 };
const mandatary = { is_mandatary: true, is_shareholder: false, shareholders_value: 0 };

describe('useRepresentativeWarning', () => {
  it('opens the warning instead of the save only when the answers call for it', () => {
    const { result } = renderHook(() => useRepresentativeWarning({ remove: vi.fn(), leave: vi.fn() }));
    const input = { journey: 'enrollment' as const, isCompany: true, totalShares: 100 };
    let stopped = true;
    act(() => {
      stopped = result.current.stopsSave({ ...input, answers: mandatary });
    });
    expect(stopped).toBe(false);
    expect(result.current.modal.open).toBe(false);
    act(() => {
      stopped = result.current.stopsSave({ ...input, answers: neither });
    });
    expect(stopped).toBe(true);
    expect(result.current.modal.open).toBe(true);
    act(() => result.current.modal.onModify());
    expect(result.current.modal.open).toBe(false);
  });

  it('continue removes the entry, then closes the warning and leaves', async () => {
    const leave = vi.fn();
    let finishRemoval = () => {};
    const remove = vi.fn(() => new Promise<void>((resolve) => (finishRemoval = resolve)));
    const { result } = renderHook(() => useRepresentativeWarning({ remove, leave }));
    act(() => {
      result.current.stopsSave({ journey: 'signup', isCompany: true, totalShares: 100, answers: neither });
    });
    act(() => result.current.modal.onContinue());
    expect(result.current.modal).toMatchObject({ open: true, busy: true });
    expect(leave).not.toHaveBeenCalled();
    await act(async () => finishRemoval());
    expect(remove).toHaveBeenCalledOnce();
    expect(leave).toHaveBeenCalledOnce();
    expect(result.current.modal).toMatchObject({ open: false, busy: false });
  });
});

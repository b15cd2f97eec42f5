import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFormAlert } from './use-form-alert';

describe('useFormAlert', () => {
  it('"fix the form" shows while fields have errors and goes once they are fixed', () => {
    const { result, rerender } = renderHook(({ errors }) => useFormAlert(errors), {
      initialProps: { errors: true },
    });
    act(() => result.current.showInvalid());
    expect(result.current.messages).toHaveLength(1);
    rerender({ errors: false });
    expect(result.current.messages).toBeNull();
  });

  it("the server's unattached messages stay until cleared, whatever the fields", () => {
    const { result, rerender } = renderHook(({ errors }) => useFormAlert(errors), {
      initialProps: { errors: false },
    });
    act(() => result.current.showFailure(['Adresse e-mail déjà utilisée']));
    expect(result.current.messages).toEqual(['Adresse e-mail déjà utilisée']);
    rerender({ errors: true });
    expect(result.current.messages).toEqual(['Adresse e-mail déjà utilisée']);
    act(() => result.current.clear());
    expect(result.current.messages).toBeNull();
  });

  it('a failure with nothing left over says "fix the form", shown only with field errors', () => {
    const { result, rerender } = renderHook(({ errors }) => useFormAlert(errors), {
      initialProps: { errors: true },
    });
    act(() => result.current.showFailure([]));
    const invalid = result.current.messages;
    expect(invalid).toHaveLength(1);
    expect(invalid?.[0]).not.toBe('');
    rerender({ errors: false });
    expect(result.current.messages).toBeNull();
  });
});

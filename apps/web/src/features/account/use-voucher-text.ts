import { useEffect, useState } from 'react';
import { checkVoucher } from './account-api';

/** Checks the stored offer code once: its text for the success alert; a refused code is forgotten. */
export function useVoucherText(
  code: string | null,
  forget: () => void,
): { code: string | null; text: string | null } {
  const [state, setState] = useState<{ code: string | null; text: string | null }>({ code, text: null });
  useEffect(() => {
    if (!code) return;
    let active = true;
    checkVoucher(code)
      .then((voucher) => {
        if (active) setState({ code: voucher.code, text: voucher.text });
      })
      .catch(() => {
        forget();
        if (active) setState({ code: null, text: null });
      });
    return () => {
      active = false;
    };
  }, [code, forget]);
  return state;
}

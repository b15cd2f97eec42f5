import { needsRepresentativeWarning, type WarningInput } from '@app/domain';
import { useState } from 'react';

/**
 * The representative warning around a form's save (spec §4): answers that call for it open the
 * modal instead of saving; Continue removes the entry and leaves, Modify goes back to the form.
 */
export function useRepresentativeWarning({
  remove,
  leave,
}: {
  remove: () => Promise<void>;
  leave: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const removeAndLeave = async () => {
    setBusy(true);
    try {
      await remove();
      setOpen(false);
      leave();
    } finally {
      setBusy(false);
    }
  };

  return {
    /** Opens the warning when the answers call for it; true means: do not save. */
    stopsSave: (input: WarningInput): boolean => {
      const needed = needsRepresentativeWarning(input);
      if (needed) setOpen(true);
      return needed;
    },
    /** Props of RepresentativeWarningModal. */
    modal: { open, busy, onContinue: () => void removeAndLeave(), onModify: () => setOpen(false) },
  };
}

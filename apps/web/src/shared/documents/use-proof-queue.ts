import { useState } from 'react';

/**
 * The form's side of a ProofSlot whose files may wait for the owner's save: the queued files,
 * and whether the slot is settled (nothing uploading, no refused file).
 */
export function useProofQueue() {
  const [queue, setQueue] = useState<File[]>([]);
  const [slot, setSlot] = useState({ busy: false, hasErrors: false });
  return { queue, setQueue, onBusyChange: setSlot, settled: !slot.busy && !slot.hasErrors };
}

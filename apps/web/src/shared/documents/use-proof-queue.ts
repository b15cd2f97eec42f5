import { useState } from 'react';

/**
 * The form's side of a ProofSlot whose files may wait for the owner's save: the queued files,
 * whether the slot is settled (nothing uploading, no refused file), and the slot's props for them.
 */
export function useProofQueue() {
  const [queue, setQueue] = useState<File[]>([]);
  const [slot, setSlot] = useState({ busy: false, hasErrors: false });
  return {
    queue,
    setQueue,
    settled: !slot.busy && !slot.hasErrors,
    slotProps: { queue, onQueueChange: setQueue, onBusyChange: setSlot },
  };
}

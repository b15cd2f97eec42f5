import type { DocumentReply } from '@app/domain';
import { useEffect, useState } from 'react';
import { currentLocale } from '../../lib/i18n';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { DocumentSlot, type DocumentSlotProps } from './document-slot';
import { Dropzone } from './dropzone';
import { SlotViewer } from './slot-viewer';
import { type UploadItem, uploadItemOf } from './use-document-slot';
import { validateFiles } from './validate-files';

export interface ProofSlotProps extends Omit<DocumentSlotProps, 'uploadPath' | 'canDelete'> {
  /** Upload path once the owner (company, person) is saved; null before: files are queued. */
  uploadPath: string | null;
  queue: readonly File[];
  onQueueChange: (files: File[]) => void;
}

/**
 * A document slot that also works before its owner exists: files are then kept in a queue
 * (shown like stored ones, viewable and removable) and sent after the save.
 */
export function ProofSlot({ uploadPath, queue, onQueueChange, ...slot }: ProofSlotProps) {
  if (uploadPath) return <DocumentSlot {...slot} uploadPath={uploadPath} />;
  return <QueuedSlot {...slot} uploadPath={null} queue={queue} onQueueChange={onQueueChange} />;
}

let sequence = 0;

function QueuedSlot({ id, label, hint, required, queue, onQueueChange, onBusyChange }: ProofSlotProps) {
  const limits = useRuntimeConfig().upload;
  const [errors, setErrors] = useState<UploadItem[]>([]);
  const [viewing, setViewing] = useState<number | null>(null);
  const [keys] = useState(() => new WeakMap<File, string>());
  const keyOf = (file: File) => {
    let key = keys.get(file);
    if (!key) {
      sequence += 1;
      key = `queued-${sequence}`;
      keys.set(file, key);
    }
    return key;
  };
  const pseudo: DocumentReply[] = queue.map((file) => ({
    id: keyOf(file),
    type: 'queued',
    name: file.name,
    filename: file.name,
    url: '',
    deleteUrl: '',
    updated_at: 0,
    mime_type: file.type,
    size: file.size,
  }));

  useEffect(() => {
    onBusyChange?.({ busy: false, hasErrors: errors.length > 0 });
  }, [errors.length, onBusyChange]);

  return (
    <>
      <Dropzone
        id={id}
        label={label}
        hint={hint}
        required={required}
        documents={pseudo}
        uploads={errors}
        maxFileBytes={limits.maxFileBytes}
        maxFiles={limits.maxFiles}
        onFiles={(files) => {
          const checks = validateFiles(files, limits, queue.length, currentLocale());
          setErrors(checks.filter((check) => check.problem).map(uploadItemOf));
          const accepted = checks.filter((check) => !check.problem).map((check) => check.file);
          if (accepted.length > 0) onQueueChange([...queue, ...accepted]);
        }}
        onView={(document) => setViewing(pseudo.indexOf(document))}
        onDelete={(document) => onQueueChange(queue.filter((file) => keyOf(file) !== document.id))}
        onDismiss={(key) => setErrors((items) => items.filter((item) => item.key !== key))}
      />
      <SlotViewer
        index={viewing}
        documents={queue.map((file) => ({ key: keyOf(file), name: file.name, mimeType: file.type, file }))}
        onClose={() => setViewing(null)}
      />
    </>
  );
}

import type { DocumentReply } from '@app/domain';
import { type ReactNode, useEffect, useState } from 'react';
import { ConfirmModal } from '../../components/ui/confirm-modal';
import type { QueryValue } from '../../lib/api-request';
import { useTranslation } from '../../lib/use-translation';
import { deleteDocument } from './documents-api';
import { Dropzone } from './dropzone';
import { SlotViewer } from './slot-viewer';
import { useDocumentSlot } from './use-document-slot';
import { toViewerDocument } from './viewer/viewer-document';
import './documents.css';

export interface DocumentSlotProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  /** Upload path of the slot, e.g. '/user/documents/identity_card'. */
  uploadPath: string;
  query?: Record<string, QueryValue>;
  /** Stored documents of the slot (from the parent's query). */
  documents: readonly DocumentReply[];
  /** Refetch the slot after an upload or a deletion. */
  onChanged: () => void;
  /** Reports whether uploads are running or failed (forms disable Next meanwhile). */
  onBusyChange?: (state: { busy: boolean; hasErrors: boolean }) => void;
  canDelete?: boolean;
}

/**
 * One document slot: dropzone, upload queue, viewer and deletion with confirmation.
 * This is what screens use; Dropzone alone is the presentational part.
 */
export function DocumentSlot({
  id,
  label,
  hint,
  required,
  uploadPath,
  query,
  documents,
  onChanged,
  onBusyChange,
  canDelete = true,
}: DocumentSlotProps) {
  const { t } = useTranslation();
  const slot = useDocumentSlot({ uploadPath, query, documents, onChanged });
  const [viewing, setViewing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<DocumentReply | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [announce, setAnnounce] = useState('');

  useEffect(() => {
    onBusyChange?.({ busy: slot.busy, hasErrors: slot.hasErrors });
  }, [slot.busy, slot.hasErrors, onBusyChange]);

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    try {
      await deleteDocument(deleting);
      setAnnounce(t('documents.deleted'));
      onChanged();
    } finally {
      setDeleteBusy(false);
      setDeleting(null);
      setViewing(null);
    }
  };

  return (
    <>
      <Dropzone
        id={id}
        label={label}
        hint={hint}
        required={required}
        documents={documents}
        uploads={slot.uploads}
        maxFileBytes={slot.limits.maxFileBytes}
        maxFiles={slot.limits.maxFiles}
        onFiles={(files) => void slot.addFiles(files)}
        onView={(document) => setViewing(documents.indexOf(document))}
        onDelete={setDeleting}
        onDismiss={slot.dismiss}
        canDelete={canDelete}
      />
      <p className="visually-hidden" role="status">
        {announce}
      </p>
      <SlotViewer
        index={viewing}
        documents={documents.map(toViewerDocument)}
        onClose={() => setViewing(null)}
        onDelete={
          canDelete
            ? (index) => {
                const document = documents[index];
                if (document) setDeleting(document);
              }
            : undefined
        }
      />
      <ConfirmModal
        open={deleting !== null}
        title={t('documents.deleteTitle')}
        tone="danger"
        confirmLabel={t('common.delete')}
        loading={deleteBusy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      >
        <p>{t('documents.deleteMessage')}</p>
        {deleting ? <p className="muted">{deleting.name}</p> : null}
      </ConfirmModal>
    </>
  );
}

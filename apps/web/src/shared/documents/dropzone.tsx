import type { DocumentReply } from '@app/domain';
import { type ReactNode, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Icon } from '../../components/ui/icon';
import { ProgressBar } from '../../components/ui/progress-bar';
import { useTranslation } from '../../lib/use-translation';
import type { UploadItem } from './use-document-slot';

export interface DropzoneProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  documents: readonly DocumentReply[];
  uploads: readonly UploadItem[];
  maxFileBytes: number;
  maxFiles: number;
  onFiles: (files: File[]) => void;
  onView: (document: DocumentReply) => void;
  onDelete: (document: DocumentReply) => void;
  onDismiss: (key: string) => void;
  disabled?: boolean;
  /** Whether stored documents may be deleted (spec §6). */
  canDelete?: boolean;
}

const ACCEPT = 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png';

/** Drag and drop or file picker, with per-file progress and errors (spec §8). */
export function Dropzone({
  id,
  label,
  hint,
  required,
  documents,
  uploads,
  maxFileBytes,
  maxFiles,
  onFiles,
  onView,
  onDelete,
  onDismiss,
  disabled,
  canDelete = true,
}: DropzoneProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const titleId = useId();
  const hintId = useId();
  const limitsText = t('documents.limits', {
    max: Math.round(maxFileBytes / (1024 * 1024)),
    count: maxFiles,
  });
  const complete = documents.length > 0;

  return (
    <section className={`dropzone${complete ? ' dropzone--complete' : ''}`} aria-labelledby={titleId}>
      <div className="dropzone__header">
        <h3 id={titleId} className="dropzone__title">
          {complete ? (
            <span className="dropzone__check" aria-hidden="true">
              ✓
            </span>
          ) : null}
          {label}
          {required ? <span aria-hidden="true"> *</span> : null}
        </h3>
        {hint ? (
          <p id={hintId} className="field__hint">
            {hint}
          </p>
        ) : null}
      </div>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: drop target for mice; the browse button is the keyboard path */}
      <div
        className={`dropzone__area${dragging ? ' dropzone__area--active' : ''}${disabled ? ' dropzone__area--disabled' : ''}`}
        onDragEnter={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          if (!disabled && event.dataTransfer.files.length > 0) onFiles(Array.from(event.dataTransfer.files));
        }}
      >
        <span className="dropzone__icon">
          <Icon name="upload" size={28} />
        </span>
        <p className="dropzone__text">
          {t('documents.dropHere')}{' '}
          <Button
            variant="link"
            disabled={disabled}
            aria-describedby={hint ? hintId : undefined}
            onClick={() => inputRef.current?.click()}
          >
            {t('documents.browse')}
          </Button>
        </p>
        <p className="dropzone__limits">{limitsText}</p>
        <input
          ref={inputRef}
          id={id}
          type="file"
          multiple
          accept={ACCEPT}
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            if (files.length > 0) onFiles(files);
          }}
        />
      </div>
      {documents.length > 0 || uploads.length > 0 ? (
        <ul className="dropzone__files" aria-label={t('documents.filesLabel')}>
          {documents.map((document) => (
            <li key={document.id} className="dropzone__file">
              <span className="dropzone__file-icon" aria-hidden="true">
                {document.mime_type === 'application/pdf' ? 'PDF' : 'IMG'}
              </span>
              <span className="dropzone__file-name">{document.name}</span>
              <span className="dropzone__file-actions">
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => onView(document)}
                  aria-label={t('documents.view', { name: document.name })}
                >
                  <Icon name="eye" />
                </Button>
                {canDelete ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => onDelete(document)}
                    aria-label={t('documents.delete', { name: document.name })}
                  >
                    <Icon name="trash" />
                  </Button>
                ) : null}
              </span>
            </li>
          ))}
          {uploads.map((upload) => (
            <li
              key={upload.key}
              className={`dropzone__file dropzone__file--${upload.status}`}
              title={
                upload.problem === 'too_large'
                  ? t('documents.tooLargeTooltip')
                  : upload.problem === 'invalid_type'
                    ? t('documents.badFormatTooltip')
                    : undefined
              }
            >
              <span className="dropzone__file-icon" aria-hidden="true">
                {upload.status === 'error' ? '!' : '…'}
              </span>
              <span className="dropzone__file-body">
                <span className="dropzone__file-name">{upload.name}</span>
                {upload.status === 'error' ? (
                  <span className="dropzone__file-error" role="alert">
                    {upload.message}
                  </span>
                ) : (
                  <ProgressBar
                    value={upload.progress * 100}
                    label={
                      upload.status === 'preparing'
                        ? t('documents.preparing', { name: upload.name })
                        : t('documents.uploading', { name: upload.name })
                    }
                    showValue
                  />
                )}
              </span>
              {upload.status === 'error' ? (
                <span className="dropzone__file-actions">
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => onDismiss(upload.key)}
                    aria-label={t('common.close')}
                  >
                    ×
                  </Button>
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

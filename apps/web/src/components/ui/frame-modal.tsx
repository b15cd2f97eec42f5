import { useTranslation } from '../../lib/use-translation';
import { Modal } from './modal';

export interface FrameModalProps {
  open: boolean;
  title: string;
  /** Page shown in the frame (legal notices, terms). */
  src: string;
  onClose: () => void;
}

/** Fullscreen frame modal for embedded information pages (Escape closes). */
export function FrameModal({ open, title, src, onClose }: FrameModalProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onClose={onClose} title={title} closeOnEscape size="fullscreen">
      <iframe className="frame-modal__frame" src={src} title={title} />
      <p className="small muted frame-modal__fallback">
        <a href={src} target="_blank" rel="noreferrer">
          {t('common.openInNewTab')}
        </a>
      </p>
    </Modal>
  );
}

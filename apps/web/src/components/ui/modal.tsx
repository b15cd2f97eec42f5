import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../lib/use-translation';
import { lockBodyScroll } from './scroll-lock';

// Open modals, most recent last: Escape and focus recovery apply to the top one only.
const stack: symbol[] = [];

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

export interface ModalProps {
  open: boolean;
  /** Called by the close button, and by Escape when closeOnEscape is set. */
  onClose?: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Buttons row at the bottom. */
  footer?: ReactNode;
  /** Spec §2.4: only the frame, confirm, login and contact modals close with Escape. */
  closeOnEscape?: boolean;
  /** Hide the × button (modals that must be answered). */
  hideClose?: boolean;
  size?: 'sm' | 'md' | 'lg' | 'fullscreen';
  /** Element to focus first; else the first focusable element of the body. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** alertdialog for confirmations and errors. */
  role?: 'dialog' | 'alertdialog';
  className?: string;
}

/** Accessible modal: focus trapped inside and restored on close, body scroll locked. */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  closeOnEscape = false,
  hideClose = false,
  size = 'md',
  initialFocusRef,
  role = 'dialog',
  className,
}: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  const closeOnEscapeRef = useRef(closeOnEscape);
  closeOnEscapeRef.current = closeOnEscape;

  useEffect(() => {
    if (!open) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const unlock = lockBodyScroll();
    const panel = panelRef.current;
    // The body's first control, not the header's close button; never a frame, whose document
    // would swallow Escape. Without one the panel itself takes the focus.
    const first =
      initialFocusRef?.current ??
      Array.from(panel?.querySelector('.modal__body')?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []).find(
        (element) => element.tagName !== 'IFRAME',
      );
    // Focused at the next frame: focus() lays the page out, which inside this render's task held
    // the first render of the account page (its modal opens on arrival) 30-50 ms longer; at the
    // frame it is the layout the frame does anyway.
    const focusFrame = requestAnimationFrame(() => (first ?? panel)?.focus());
    const id = Symbol('modal');
    stack.push(id);
    // Focus can fall to <body> (a clicked button becomes disabled): keys still reach the top modal.
    const onDocumentKey = (event: KeyboardEvent) => {
      if (stack[stack.length - 1] !== id || panel?.contains(document.activeElement)) return;
      if (event.key === 'Escape' && closeOnEscapeRef.current) onCloseRef.current?.();
      if (event.key === 'Tab') {
        event.preventDefault();
        panel?.focus();
      }
    };
    document.addEventListener('keydown', onDocumentKey);
    return () => {
      cancelAnimationFrame(focusFrame);
      document.removeEventListener('keydown', onDocumentKey);
      stack.splice(stack.indexOf(id), 1);
      unlock();
      // Restore focus to what opened the modal, if it is still in the page.
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, [open, initialFocusRef]);

  if (!open) return null;

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (closeOnEscape) onCloseRef.current?.();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusables = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (element) => element.offsetParent !== null || element === document.activeElement,
    );
    if (focusables.length === 0) {
      event.preventDefault();
      return;
    }
    const firstEl = focusables[0];
    const lastEl = focusables[focusables.length - 1];
    if (event.shiftKey && document.activeElement === firstEl) {
      event.preventDefault();
      lastEl?.focus();
    } else if (!event.shiftKey && document.activeElement === lastEl) {
      event.preventDefault();
      firstEl?.focus();
    }
  };

  return createPortal(
    <div className="modal-backdrop">
      {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useAriaPropsSupportedByRole: role is dialog or alertdialog, the keydown handler traps focus */}
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`modal modal--${size}${className ? ` ${className}` : ''}`}
        onKeyDown={onKeyDown}
      >
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          {hideClose || !onClose ? null : (
            <button
              type="button"
              className="modal__close"
              onClick={() => onClose()}
              aria-label={t('common.close')}
            >
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        <div className="modal__body">{children}</div>
        {footer ? <div className="modal__footer">{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}

import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../lib/use-translation';

/** The case page's decisions an operator takes many times a day, each on one key. */
export const CASE_SHORTCUTS = {
  j: 'next',
  k: 'previous',
  a: 'accept',
  r: 'reject',
  d: 'decisions',
  '?': 'help',
} as const;
export type CaseShortcut = (typeof CASE_SHORTCUTS)[keyof typeof CASE_SHORTCUTS];

const STORAGE_KEY = 'backoffice.shortcuts';

/** Whether single-key shortcuts are on: on unless the operator turned them off (WCAG 2.1.4). */
export function useShortcutsSetting(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => readSetting());
  const change = (value: boolean) => {
    setOn(value);
    try {
      localStorage.setItem(STORAGE_KEY, value ? 'on' : 'off');
    } catch {
      // A browser refusing storage keeps the choice for this page only.
    }
  };
  return [on, change];
}

function readSetting(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) !== 'off';
  } catch {
    return true;
  }
}

/** A key typed into a field, a list or an editable element is text, never a command. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]') !== null
  );
}

/**
 * Calls `onShortcut` for a shortcut key pressed on the page; never while typing, never with Ctrl,
 * Alt or Meta (the browser's and the screen reader's own keys), never while a dialog is open
 * (other than help's own key), and not at all when the operator turned shortcuts off.
 */
export function useCaseShortcuts(enabled: boolean, onShortcut: (shortcut: CaseShortcut) => void) {
  const latest = useRef(onShortcut);
  latest.current = onShortcut;
  useEffect(() => {
    if (!enabled) return;
    const listener = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey) return;
      if (isTyping(event.target)) return;
      if (!Object.hasOwn(CASE_SHORTCUTS, event.key)) return;
      const shortcut = CASE_SHORTCUTS[event.key as keyof typeof CASE_SHORTCUTS];
      if (shortcut !== 'help' && document.querySelector('dialog[open]')) return;
      event.preventDefault();
      latest.current(shortcut);
    };
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [enabled]);
}

/** The list of shortcuts (`?`), with the switch that turns them off. */
export function CaseShortcutsHelp({
  open,
  onClose,
  enabled,
  onEnabledChange,
}: {
  open: boolean;
  onClose(): void;
  enabled: boolean;
  onEnabledChange(on: boolean): void;
}) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal?.() ?? element.setAttribute('open', '');
    if (!open && element.open) element.close?.() ?? element.removeAttribute('open');
  }, [open]);
  return (
    <dialog ref={dialog} aria-labelledby="shortcuts-title" onClose={onClose} onCancel={onClose}>
      <h2 id="shortcuts-title">{t('shortcuts.title')}</h2>
      <dl className="facts">
        {Object.entries(CASE_SHORTCUTS).map(([key, shortcut]) => (
          <div key={key} style={{ display: 'contents' }}>
            <dt>
              <kbd>{key}</kbd>
            </dt>
            <dd>{t(`shortcuts.${shortcut}`)}</dd>
          </div>
        ))}
      </dl>
      <p className="checkbox">
        <input
          id="shortcuts-enabled"
          type="checkbox"
          checked={enabled}
          onChange={(event) => onEnabledChange(event.target.checked)}
        />
        <label htmlFor="shortcuts-enabled">{t('shortcuts.enabled')}</label>
      </p>
      <p className="hint">{t('shortcuts.typing')}</p>
      <button type="button" onClick={onClose}>
        {t('shortcuts.close')}
      </button>
    </dialog>
  );
}

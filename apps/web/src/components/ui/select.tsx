import { DROPDOWN_DEFAULT_HEIGHT, normalizeSearchText } from '@app/domain';
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { ControlProps } from './control-props';
import { Field, fieldIds } from './field';

export interface SelectOption<V extends string = string> {
  value: V;
  label: string;
  /** Second line (e.g. a code). */
  description?: string;
}

export interface SelectProps<V extends string = string> extends ControlProps<V> {
  label: ReactNode;
  /**
   * The options, or a function giving them when the list opens: a long list made on demand
   * (sorted names) costs the page nothing until then. With a function, `selectedLabel` names
   * the value while the list is closed.
   */
  options: readonly SelectOption<V>[] | (() => readonly SelectOption<V>[]);
  placeholder?: string;
  /** Show a search box above the list (default on). */
  searchable?: boolean;
  /** Options shown before "see more" (spec §9: default 20). */
  pageSize?: number;
  /**
   * Server search: called with the typed query; the parent passes the new options.
   * Without it, options are filtered locally (accent and case insensitive).
   */
  onQueryChange?: (query: string) => void;
  /** Server paging: more results exist beyond `options`. */
  hasMore?: boolean;
  onSeeMore?: () => void;
  loading?: boolean;
  disabled?: boolean;
  /** Label of the selected value when it is not in the loaded options (server lists). */
  selectedLabel?: string;
}

/** A select with a search box and "see more" paging, keyboard and screen-reader friendly. */
export function Select<V extends string = string>({
  id,
  label,
  options,
  value,
  onChange,
  onBlur,
  hint,
  error,
  required,
  placeholder,
  searchable = true,
  pageSize = DROPDOWN_DEFAULT_HEIGHT,
  onQueryChange,
  hasMore,
  onSeeMore,
  loading,
  disabled,
  selectedLabel,
}: SelectProps<V>) {
  const { t } = useTranslation();
  const ids = fieldIds(id, hint, error);
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [visible, setVisible] = useState(pageSize);
  const [active, setActive] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);

  const listed = typeof options === 'function' ? (open ? options() : []) : options;
  const filtered = useMemo(() => {
    if (onQueryChange || !query.trim()) return listed;
    const needle = normalizeSearchText(query);
    return listed.filter((option) =>
      normalizeSearchText(`${option.label} ${option.description ?? ''} ${option.value}`).includes(needle),
    );
  }, [listed, query, onQueryChange]);
  const shown = onSeeMore ? filtered : filtered.slice(0, visible);
  const canSeeMore = onSeeMore ? Boolean(hasMore) : filtered.length > visible;
  const selected = listed.find((option) => option.value === value);

  useEffect(() => {
    if (!open) return;
    const onDocumentClick = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDocumentClick);
    // Keys go to the open list at once: its search box, or the list itself.
    (searchable ? searchRef.current : listRef.current)?.focus();
    return () => document.removeEventListener('mousedown', onDocumentClick);
  }, [open, searchable]);

  const close = (focusButton = true) => {
    setOpen(false);
    setQuery('');
    setVisible(pageSize);
    if (focusButton) buttonRef.current?.focus();
    onBlur?.();
  };

  const choose = (option: SelectOption<V>) => {
    onChange(option.value);
    close();
  };

  const onListKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((index) => Math.min(index + 1, shown.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = shown[active];
      if (option) choose(option);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };

  const optionId = (index: number) => `${id}-option-${index}`;

  return (
    <Field id={id} label={label} hint={hint} error={error} required={required}>
      <div className="select" ref={rootRef}>
        <button
          ref={buttonRef}
          id={id}
          type="button"
          className={`input select__button${selected || selectedLabel ? '' : ' select__button--placeholder'}`}
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          disabled={disabled}
          onClick={() => (open ? close(false) : setOpen(true))}
          onKeyDown={(event) => {
            if (!open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
              event.preventDefault();
              setOpen(true);
            }
          }}
        >
          <span className="select__value">
            {selected?.label ?? selectedLabel ?? placeholder ?? t('common.choose')}
          </span>
          <span className="select__chevron" aria-hidden="true" />
        </button>
        {open ? (
          <div className="select__popover">
            {searchable ? (
              <input
                ref={searchRef}
                type="text"
                className="input select__search"
                role="combobox"
                aria-label={t('common.search')}
                aria-expanded="true"
                aria-controls={listId}
                aria-autocomplete="list"
                aria-activedescendant={shown.length ? optionId(active) : undefined}
                placeholder={t('common.searchPlaceholder')}
                value={query}
                onChange={(event) => {
                  setQuery(event.target.value);
                  setActive(0);
                  setVisible(pageSize);
                  onQueryChange?.(event.target.value);
                }}
                onKeyDown={onListKeyDown}
              />
            ) : null}
            <div
              ref={listRef}
              id={listId}
              role="listbox"
              aria-label={typeof label === 'string' ? label : undefined}
              aria-activedescendant={!searchable && shown.length ? optionId(active) : undefined}
              className="select__list"
              tabIndex={searchable ? -1 : 0}
              onKeyDown={searchable ? undefined : onListKeyDown}
            >
              {shown.map((option, index) => (
                // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/useFocusableInteractive: options of an aria-activedescendant listbox are not focusable; the combobox handles the keyboard
                <div
                  key={option.value}
                  id={optionId(index)}
                  role="option"
                  aria-selected={option.value === value}
                  className={`select__option${index === active ? ' select__option--active' : ''}`}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(option)}
                  onMouseEnter={() => setActive(index)}
                >
                  <span>{option.label}</span>
                  {option.description ? (
                    <span className="select__option-description">{option.description}</span>
                  ) : null}
                </div>
              ))}
              {!loading && shown.length === 0 ? (
                <div className="select__empty">{t('common.noResults')}</div>
              ) : null}
            </div>
            {loading ? <p className="select__loading small muted">{t('common.loading')}</p> : null}
            {canSeeMore ? (
              <button
                type="button"
                className="btn btn--link btn--sm select__more"
                onClick={() => (onSeeMore ? onSeeMore() : setVisible((count) => count + pageSize))}
              >
                {t('common.seeMore')}
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
    </Field>
  );
}

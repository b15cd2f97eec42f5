import type { FieldErrors, FieldValues } from 'react-hook-form';

export interface InvalidField {
  path: string;
  /** A domain message key or a server message (translateMessage shows both). */
  message: string;
  element: HTMLElement | null;
}

const isFieldError = (value: unknown): value is { message?: unknown; ref?: unknown; type?: unknown } =>
  typeof value === 'object' && value !== null && 'type' in value;

/** The control of a field: the one react-hook-form registered, else the first named after it. */
function controlOf(path: string, ref: unknown): HTMLElement | null {
  if (ref instanceof HTMLElement && ref.isConnected) return ref;
  const named = document.getElementsByName(path)[0];
  return named instanceof HTMLElement ? named : null;
}

/** Position on screen, top to bottom then left to right (the order a reader meets the fields). */
function visualOrder(a: InvalidField, b: InvalidField): number {
  if (!a.element || !b.element) return a.element ? -1 : b.element ? 1 : 0;
  const first = a.element.getBoundingClientRect();
  const second = b.element.getBoundingClientRect();
  // Fields side by side in a grid row start within a few pixels of each other.
  if (Math.abs(first.top - second.top) > 4) return first.top - second.top;
  return first.left - second.left;
}

/** Every field error of a form (nested paths flattened), in visual order. */
export function invalidFields<V extends FieldValues>(errors: FieldErrors<V>): InvalidField[] {
  const found: InvalidField[] = [];
  const visit = (node: unknown, path: string) => {
    if (isFieldError(node) && typeof node.message === 'string' && node.message) {
      found.push({ path, message: node.message, element: controlOf(path, node.ref) });
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    for (const [key, child] of Object.entries(node)) visit(child, path ? `${path}.${key}` : key);
  };
  visit(errors, '');
  return found.sort(visualOrder);
}

/**
 * The words that name a field: its label, else its group's legend, without the required mark. A
 * radio button's own label names one choice ("Monsieur"), not the question: its legend does.
 */
export function fieldLabel(field: InvalidField): string {
  const element = field.element;
  const legend = element?.closest('fieldset')?.querySelector('legend')?.textContent ?? null;
  const ownLabel =
    element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement
      ? (element.labels?.[0]?.textContent ?? null)
      : null;
  const isChoice = element instanceof HTMLInputElement && element.type === 'radio';
  const label =
    (isChoice ? (legend ?? ownLabel) : (ownLabel ?? legend)) ?? (element?.getAttribute('aria-label') || null);
  return (label ?? field.path).replace(/\s*\*\s*$/, '').trim();
}

/** Focuses the first invalid field a reader meets (after a failed submit). */
export function focusFirstInvalid<V extends FieldValues>(errors: FieldErrors<V>): void {
  const first = invalidFields(errors).find((field) => field.element);
  first?.element?.focus();
}

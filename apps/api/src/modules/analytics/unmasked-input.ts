/**
 * The server's second line behind masking at the source: a batch is refused when a password
 * input's value travels unmasked, in the serialised page (its `value` attribute) or in an input
 * event. rrweb masks a value by replacing each character with "*".
 */

// rrweb's numbering: serialised element node, incremental snapshot event, input source.
const ELEMENT_NODE = 2;
const INCREMENTAL_SNAPSHOT = 3;
const INPUT_SOURCE = 5;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const unmasked = (text: unknown): boolean => typeof text === 'string' && /[^*]/.test(text);

/** Adds the ids of the password inputs serialised anywhere in `value`; true when one carries a clear value. */
function collectPasswordInputs(value: unknown, ids: Set<number>): boolean {
  if (Array.isArray(value)) return value.some((item) => collectPasswordInputs(item, ids));
  if (!isRecord(value)) return false;
  const attributes = value.attributes;
  let clearValue = false;
  if (
    value.type === ELEMENT_NODE &&
    value.tagName === 'input' &&
    isRecord(attributes) &&
    attributes.type === 'password' &&
    typeof value.id === 'number'
  ) {
    ids.add(value.id);
    clearValue = unmasked(attributes.value);
  }
  return Object.values(value).some((child) => collectPasswordInputs(child, ids)) || clearValue;
}

/**
 * Checks a batch against the password inputs known from earlier batches; returns the updated set
 * of password input ids, or null when the batch carries a password in clear.
 */
export function checkPasswordMasking(events: readonly unknown[], known: readonly number[]): number[] | null {
  const ids = new Set(known);
  if (collectPasswordInputs(events, ids)) return null;
  for (const event of events) {
    if (!isRecord(event) || event.type !== INCREMENTAL_SNAPSHOT || !isRecord(event.data)) continue;
    const { source, id, text } = event.data;
    if (source === INPUT_SOURCE && typeof id === 'number' && ids.has(id) && unmasked(text)) return null;
  }
  return [...ids];
}

/** Booleans are integer 0/1 in the portable subset; null means "not answered yet". */
export const toBool = (value: number | null): boolean | null => (value === null ? null : value === 1);
export const fromBool = (value: boolean | null | undefined): number | null =>
  value === null || value === undefined ? null : value ? 1 : 0;

export const toJson = (value: unknown): string | null =>
  value === null || value === undefined ? null : JSON.stringify(value);
export function fromJson<T>(value: string | null): T | null {
  return value === null ? null : (JSON.parse(value) as T);
}

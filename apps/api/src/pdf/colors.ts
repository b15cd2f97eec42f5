import { rgb } from 'pdf-lib';

/** "#0b4f6c" as a pdf-lib colour; the brand's default teal when the setting is not a colour. */
export function hexColor(value: string) {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(value);
  if (!match) return rgb(0.04, 0.31, 0.42);
  return rgb(
    Number.parseInt(match[1] ?? '0', 16) / 255,
    Number.parseInt(match[2] ?? '0', 16) / 255,
    Number.parseInt(match[3] ?? '0', 16) / 255,
  );
}

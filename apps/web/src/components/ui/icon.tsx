/** Line icons drawn in SVG (emoji fonts are not installed everywhere). Decorative by default. */
const PATHS = {
  lock: 'M7 11V8a5 5 0 0 1 10 0v3M5 11h14v10H5z M12 15v2',
  eye: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
  eyeOff:
    'M3 3l18 18 M10.6 5.1A10.8 10.8 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-3.2 4.1 M6.6 6.6C3.8 8.4 2 12 2 12s3.5 7 10 7a10 10 0 0 0 5.4-1.6 M9.9 9.9a3 3 0 0 0 4.2 4.2',
  trash: 'M4 7h16 M10 11v6 M14 11v6 M6 7l1 13h10l1-13 M9 7V4h6v3',
  upload: 'M12 16V4 M7 9l5-5 5 5 M4 16v4h16v-4',
  check: 'M5 12l5 5 9-10',
  chevronLeft: 'M15 5l-7 7 7 7',
  chevronRight: 'M9 5l7 7-7 7',
  chevronUp: 'M5 15l7-7 7 7',
  chevronDown: 'M5 9l7 7 7-7',
  rotate: 'M20 12a8 8 0 1 1-2.3-5.7 M20 4v5h-5',
  plus: 'M12 5v14 M5 12h14',
  minus: 'M5 12h14',
  file: 'M6 3h8l4 4v14H6z M14 3v4h4',
  building: 'M4 21V5l8-3v19 M12 8h8v13 M7 8h2 M7 12h2 M7 16h2 M15 12h2 M15 16h2 M2 21h20',
  // A young plant: an activity being created (rays around a centre read as a loading spinner).
  sprout: 'M12 21v-9 M12 12C12 8 9 5 4 5c0 4 3 7 8 7z M12 10c0-3.5 2.5-6 8-6 0 4-3 6-8 6z M7 21h10',
  download: 'M12 4v12 M7 11l5 5 5-5 M4 20h16',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 20, label }: { name: IconName; size?: number; label?: string }) {
  return (
    <svg
      className="icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}

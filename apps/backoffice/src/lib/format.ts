/** A date and time in the operator's language. */
export const formatDateTime = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'fr-FR', {
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(new Date(iso));

/** A duration as minutes and seconds ("4 min 05 s"), or seconds under a minute. */
export function formatDuration(
  ms: number,
  t: (key: string, values: Record<string, string | number>) => string,
) {
  const total = Math.max(0, Math.round(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return minutes > 0
    ? t('recordings.minutes', { minutes, seconds: String(seconds).padStart(2, '0') })
    : t('recordings.seconds', { seconds });
}

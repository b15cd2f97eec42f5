/**
 * Formats what the user typed in a DD/MM/YYYY field: digits only, slashes inserted after the day and
 * the month, and a single-digit day or month padded when the user types the slash ("1/" -> "01/").
 * Deleting (the new value shorter than the previous one) is left alone so backspace works.
 */
export function formatBirthDateTyping(next: string, previous = ''): string {
  if (next.length < previous.length) return next;
  const parts = next.split('/');
  let day = '';
  let month = '';
  let year = '';
  if (parts.length === 1) {
    const digits = next.replace(/\D/g, '').slice(0, 8);
    day = digits.slice(0, 2);
    month = digits.slice(2, 4);
    year = digits.slice(4, 8);
    if (digits.length < 2) return digits;
    if (digits.length === 2) return `${day}/`;
    if (digits.length < 4) return `${day}/${month}`;
    if (digits.length === 4) return `${day}/${month}/`;
    return `${day}/${month}/${year}`;
  }
  const [rawDay = '', rawMonth = '', ...rest] = parts;
  day = rawDay.replace(/\D/g, '').slice(0, 2);
  if (day.length === 1) day = `0${day}`;
  if (parts.length === 2) {
    const monthDigits = rawMonth.replace(/\D/g, '');
    if (monthDigits.length > 2) return formatBirthDateTyping(`${day}${monthDigits}`);
    return monthDigits.length === 2 ? `${day}/${monthDigits}/` : `${day}/${monthDigits}`;
  }
  month = rawMonth.replace(/\D/g, '').slice(0, 2);
  if (month.length === 1) month = `0${month}`;
  year = rest.join('').replace(/\D/g, '').slice(0, 4);
  return `${day}/${month}/${year}`;
}

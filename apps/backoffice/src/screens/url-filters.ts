/**
 * The list screens keep their filters and page in the URL (shareable, kept on reload): a filter
 * form's filled fields become the new query, and a page change keeps the filters.
 */
export function filtersOf(form: HTMLFormElement, names: readonly string[]): URLSearchParams {
  const data = new FormData(form);
  const next = new URLSearchParams();
  for (const name of names) {
    const value = String(data.get(name) ?? '').trim();
    if (value) next.set(name, value);
  }
  return next;
}

export function atPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('page', String(page));
  return next;
}

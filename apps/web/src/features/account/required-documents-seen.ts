const KEY = 'pro-sante.required-documents-seen';

/**
 * Whether the required-documents list was shown in this tab (spec §2.3: on first load of account
 * creation). Kept in the tab's session storage, so a return from the Pro Santé Connect federation,
 * a new page load, does not show it a second time; privacy mode falls back to this page load.
 */
let seenThisLoad = false;

export function requiredDocumentsSeen(): boolean {
  if (seenThisLoad) return true;
  try {
    return window.sessionStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function markRequiredDocumentsSeen(): void {
  seenThisLoad = true;
  try {
    window.sessionStorage.setItem(KEY, '1');
  } catch {
    // Privacy mode: shown again on the next page load only.
  }
}

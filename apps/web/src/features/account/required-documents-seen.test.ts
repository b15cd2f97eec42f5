import { afterEach, describe, expect, it, vi } from 'vitest';

/** A new page load: the module's state starts afresh, the tab's storage stays. */
async function freshPageLoad() {
  vi.resetModules();
  return import('./required-documents-seen');
}

describe('the required-documents list, once per tab', () => {
  afterEach(() => window.sessionStorage.clear());

  it('is due on the first account page of a tab', async () => {
    const { requiredDocumentsSeen } = await freshPageLoad();
    expect(requiredDocumentsSeen()).toBe(false);
  });

  it('is not shown again after a page load (the return from Pro Santé Connect)', async () => {
    const before = await freshPageLoad();
    before.markRequiredDocumentsSeen();
    const after = await freshPageLoad();
    expect(after.requiredDocumentsSeen()).toBe(true);
  });

  it('is due again in a new tab (its session storage is empty)', async () => {
    const before = await freshPageLoad();
    before.markRequiredDocumentsSeen();
    window.sessionStorage.clear();
    const newTab = await freshPageLoad();
    expect(newTab.requiredDocumentsSeen()).toBe(false);
  });
});

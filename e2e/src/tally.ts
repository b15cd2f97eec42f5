import type { Locator, Page } from '@playwright/test';

/**
 * What a journey asks of its user, counted as the journey runs (the screen count and field count
 * of a journey, from the home page to the success page):
 * - a **screen** is a distinct view met before an action: the page's path, its main heading, the
 *   open dialog's name and the questionnaire's part (a modal or the next part of the KYC counts);
 * - a **field** is a distinct control answered on a screen: a text typed, a radio group or a
 *   list answered, a box ticked (typing the same field twice counts once);
 * - a **click** is a button or link pressed;
 * - an **upload** is one file given to a document slot.
 */
export class JourneyTally {
  private readonly screens: string[] = [];
  private readonly fields = new Set<string>();
  clicks = 0;
  uploads = 0;

  constructor(private readonly page: Page) {}

  /** The view on display, as a key. */
  private async screenKey(): Promise<string> {
    return this.page.evaluate(() => {
      const dialogs = Array.from(document.querySelectorAll('[role="dialog"], dialog[open]')).filter(
        (element) => (element as HTMLElement).offsetParent !== null || element.getClientRects().length > 0,
      );
      const dialog = dialogs.at(-1);
      // A dialog's steps (the strong authentication's) are told apart by their heading.
      const dialogName = dialog
        ? [
            dialog.getAttribute('aria-label') ??
              document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent ??
              'dialog',
            dialog.querySelector('h3')?.textContent ?? '',
          ]
            .map((text) => text.trim())
            .join(' / ')
        : '';
      const heading = document.querySelector('h1')?.textContent?.trim() ?? '';
      // The questionnaire's parts (an upload's progress bar is no screen of its own).
      const part = location.pathname.endsWith('/kyc')
        ? (document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow') ?? '')
        : '';
      return [location.pathname, heading, dialogName, part].join(' | ');
    });
  }

  /** Notes the view on display (counted when not met before). */
  async seen(): Promise<string> {
    const key = await this.screenKey();
    if (!this.screens.includes(key)) this.screens.push(key);
    return key;
  }

  async field(target: Locator): Promise<void> {
    const screen = await this.seen();
    const name = await target.evaluate((element) => {
      const input = element as HTMLInputElement;
      // A radio group is one question: its name.
      return input.type === 'radio' ? `radio:${input.name}` : element.id || input.name || element.outerHTML;
    });
    this.fields.add(`${screen} :: ${name}`);
  }

  /** A field that is not driven through the Ui (a verification code typed in its boxes). */
  async typed(name: string): Promise<void> {
    const screen = await this.seen();
    this.fields.add(`${screen} :: ${name}`);
  }

  async click(): Promise<void> {
    await this.seen();
    this.clicks += 1;
  }

  async upload(files: number): Promise<void> {
    await this.seen();
    this.uploads += files;
  }

  get counts() {
    return {
      screens: this.screens.length,
      fields: this.fields.size,
      clicks: this.clicks,
      uploads: this.uploads,
    };
  }

  /** The screens in the order met, for the test's report. */
  get screenList(): readonly string[] {
    return this.screens;
  }

  /** The fields answered, each under its screen, for the test's report. */
  get fieldList(): readonly string[] {
    return [...this.fields];
  }
}

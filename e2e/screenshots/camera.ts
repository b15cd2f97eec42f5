import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';

/** Where the tour writes its pictures: out/<locale>/NN-name.png (not versioned). */
export const OUTPUT_DIR = resolve(import.meta.dirname, 'out');

/**
 * Takes the numbered pictures of one tour: the full page, or the viewport under a modal. Before each picture the page is let settle:
 * web fonts loaded, no region still marked busy, and a moment for the focus ring and transitions.
 */
export class Camera {
  private taken = 0;
  private readonly folder: string;

  constructor(
    private readonly page: Page,
    locale: string,
    /** The mobile tour numbers its pictures after the desktop ones and names them apart. */
    private readonly options: { first: number; prefix: string } = { first: 1, prefix: '' },
  ) {
    this.folder = join(OUTPUT_DIR, locale);
    mkdirSync(this.folder, { recursive: true });
  }

  async shot(name: string): Promise<void> {
    const page = this.page;
    // No hover effect left behind by the last click.
    await page.mouse.move(0, 0);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await page
      .waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0, undefined, {
        timeout: 5_000,
      })
      .catch(() => undefined);
    await page.waitForTimeout(300);
    const number = String(this.options.first + this.taken).padStart(2, '0');
    this.taken += 1;
    // A modal locks the page's scroll: the viewport is what the user sees of it.
    const modalOpen = (await page.locator('[role="dialog"]:visible, dialog[open]').count()) > 0;
    // A full-page picture of a scrolled page draws sticky parts (the step menu) where the scroll left them.
    if (!modalOpen) await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({
      path: join(this.folder, `${number}-${this.options.prefix}${name}.png`),
      fullPage: !modalOpen,
      animations: 'disabled',
      caret: 'hide',
    });
  }
}

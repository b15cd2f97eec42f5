import { expect, type Locator, type Page } from '@playwright/test';
import type { FilePayload } from './documents';
import type { JourneyTally } from './tally';

/**
 * How a journey is driven: with the mouse (Playwright's clicks and fills), or with the keyboard
 * alone, where every control is reached with Tab / Shift+Tab and operated with Enter, Space,
 * arrow keys and typing. The journey steps are written once against this interface.
 */
export type InputMode = 'pointer' | 'keyboard';

const MAX_TABS = 120;

export class Ui {
  /** Tab and Shift+Tab presses made to reach controls (keyboard mode). */
  tabPresses = 0;
  /** Counts what the journey asks of its user, when a test wants the figures. */
  tally: JourneyTally | null = null;

  constructor(
    readonly page: Page,
    readonly mode: InputMode,
  ) {}

  get keyboardOnly(): boolean {
    return this.mode === 'keyboard';
  }

  /**
   * Keyboard: presses Tab (or Shift+Tab when the target comes earlier in the page) until the
   * focus is on `target` ('self'), or on any radio of its group ('group').
   */
  private async tabUntil(target: Locator, reach: 'self' | 'group', what: string) {
    await expect(target).toBeVisible();
    const reached = () =>
      target.evaluate((element, kind) => {
        const active = document.activeElement;
        if (kind === 'self') return element === active;
        return (
          active instanceof HTMLInputElement &&
          active.type === 'radio' &&
          active.name === (element as HTMLInputElement).name
        );
      }, reach);
    if (await reached()) return;
    const forward = await target.evaluate((element) => {
      const active = document.activeElement;
      if (!active || active === document.body) return true;
      return Boolean(active.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    const key = forward ? 'Tab' : 'Shift+Tab';
    for (let presses = 0; presses < MAX_TABS; presses += 1) {
      await this.page.keyboard.press(key);
      this.tabPresses += 1;
      if (await reached()) return;
    }
    throw new Error(`${what} was not reached with ${key} in ${MAX_TABS} presses`);
  }

  /** Keyboard: moves the focus onto `target` with Tab / Shift+Tab. */
  async focus(target: Locator): Promise<void> {
    await this.tabUntil(target, 'self', 'The control');
    await expect(target).toBeFocused();
  }

  /** A button or a link. */
  async press(target: Locator): Promise<void> {
    await this.tally?.click();
    await this.pressUncounted(target);
  }

  private async pressUncounted(target: Locator): Promise<void> {
    if (!this.keyboardOnly) {
      await target.click();
      return;
    }
    await this.focus(target);
    await this.page.keyboard.press('Enter');
  }

  /** A text field: replaces its value. */
  async fill(target: Locator, text: string): Promise<void> {
    await this.tally?.field(target);
    if (!this.keyboardOnly) {
      await target.fill(text);
      return;
    }
    await this.focus(target);
    await this.page.keyboard.press('ControlOrMeta+A');
    await this.page.keyboard.press('Delete');
    await this.page.keyboard.type(text);
    await expect(target).toHaveValue(text);
  }

  /** A checkbox: ticks it. */
  async check(target: Locator): Promise<void> {
    await this.tally?.field(target);
    if (!this.keyboardOnly) {
      await target.check();
      return;
    }
    await this.focus(target);
    if (!(await target.isChecked())) await this.page.keyboard.press('Space');
    await expect(target).toBeChecked();
  }

  /** A radio button: Tab enters its group, arrow keys move to it, Space selects it. */
  async choose(target: Locator): Promise<void> {
    await this.tally?.field(target);
    if (!this.keyboardOnly) {
      await target.check();
      return;
    }
    await this.tabUntil(target, 'group', 'The radio group');
    for (let moves = 0; moves < 12; moves += 1) {
      if (await target.evaluate((element) => element === document.activeElement)) break;
      await this.page.keyboard.press('ArrowDown');
    }
    await expect(target).toBeFocused();
    if (!(await target.isChecked())) await this.page.keyboard.press('Space');
    await expect(target).toBeChecked();
  }

  /**
   * The app's Select (a button opening a listbox): `query` is typed in its search box when it
   * has one; then the option named `option` is chosen.
   */
  async select(button: Locator, option: string | RegExp, query?: string): Promise<void> {
    const page = this.page;
    const listbox = page.getByRole('listbox');
    const wanted = listbox.getByRole('option', { name: option }).first();
    await this.tally?.field(button);
    if (!this.keyboardOnly) {
      await button.click();
      if (query !== undefined) await page.getByRole('combobox').fill(query);
      await wanted.click();
      return;
    }
    await this.focus(button);
    await page.keyboard.press('ArrowDown');
    await expect(listbox).toBeVisible();
    const search = page.getByRole('combobox');
    const searchable = (await search.count()) > 0;
    // The focus goes into the open list (its search box, or the list itself), and the element
    // holding it names the active option (aria-activedescendant) for screen readers.
    const owner = searchable ? search : listbox;
    await expect(owner).toBeFocused();
    if (searchable && query !== undefined) await page.keyboard.type(query);
    await expect(wanted).toBeVisible();
    const wantedId = await wanted.getAttribute('id');
    for (let moves = 0; moves < 60; moves += 1) {
      if ((await owner.getAttribute('aria-activedescendant')) === wantedId) break;
      await page.keyboard.press('ArrowDown');
    }
    await expect(owner).toHaveAttribute('aria-activedescendant', wantedId ?? '');
    await page.keyboard.press('Enter');
    await expect(listbox).toBeHidden();
  }

  /**
   * A document slot: its "browse" button opens the file chooser (reached by keyboard and
   * pressed with Enter in keyboard mode); the files are given to the chooser.
   */
  async upload(browse: Locator, files: FilePayload[]): Promise<void> {
    await this.tally?.upload(files.length);
    const chooser = this.page.waitForEvent('filechooser');
    await this.pressUncounted(browse);
    await (await chooser).setFiles(files);
  }
}

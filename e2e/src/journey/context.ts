import type { Locale } from '@app/domain';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { Person } from '../api';
import { expectAccessible } from '../axe';
import { type FilePayload, makeJpeg, makePdf } from '../documents';
import { type Labels, labels } from '../labels';
import { type InputMode, Ui } from '../ui';

/** Everything a journey step needs: the page, how it is driven, the words of its language. */
export interface JourneyContext {
  page: Page;
  ui: Ui;
  l: Labels;
  request: APIRequestContext;
  /** Run axe-core on each screen and modal. */
  audit: boolean;
  user: Person;
  files: JourneyFiles;
}

export interface JourneyFiles {
  /** A photo of an identity card (JPEG). */
  identity: (holder: string) => Promise<FilePayload>;
  /** A scanned document (PDF, two pages). */
  pdf: (name: string, title: string) => Promise<FilePayload>;
}

export function journeyFiles(browser: Browser): JourneyFiles {
  return {
    identity: (holder) => makeJpeg(browser, `cni-${holder.toLowerCase().replace(/\W+/g, '-')}.jpg`, holder),
    pdf: (name, title) => makePdf(name, title),
  };
}

export function journeyContext(options: {
  page: Page;
  browser: Browser;
  request: APIRequestContext;
  mode: InputMode;
  audit: boolean;
  user: Person;
  /** The language the browser asks for (its locale is set to match in the test). */
  language: Locale;
}): JourneyContext {
  const { page, browser, request, mode, audit, user, language } = options;
  return {
    page,
    ui: new Ui(page, mode),
    l: labels(language),
    request,
    audit,
    user,
    files: journeyFiles(browser),
  };
}

/** The axe-core audit of the screen or modal on display, when the journey asks for it. */
export async function audit(context: JourneyContext, screen: string): Promise<void> {
  if (context.audit) await expectAccessible(context.page, screen);
}

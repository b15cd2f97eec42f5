import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

const require = createRequire(import.meta.url);
const axeSource: string = require('node:fs').readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Runs axe-core in the page (WCAG 2.1 A/AA rules) and returns the violations, described briefly. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Injected once per document (a client-side navigation keeps it), by evaluation: the web
  // server's CSP refuses inline <script> tags, the browser's automation channel is not bound by it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  // Colours are measured once they have settled: a button's colour transition caught halfway
  // (text and background both mid-way) read as a contrast of 1:1. Endless animations (a spinner)
  // are not waited for, nor anything beyond 2 s.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((settled) => setTimeout(settled, 2000)),
    ]),
  );
  const results = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<unknown> } })
      .axe;
    return axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
  })) as AxeResults;
  return results.violations.map((violation) => {
    const nodes = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
    // The first finding's own words (e.g. the contrast ratio measured) make a report actionable.
    const detail = violation.nodes[0]?.any[0]?.message ?? violation.nodes[0]?.all[0]?.message;
    return `${violation.id} (${violation.impact}): ${violation.help} — ${nodes.join(', ')}${detail ? ` (${detail})` : ''}`;
  });
}

/** Fails with the list of violations, naming the screen or modal audited. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  expect(await axeViolations(page), `axe-core violations on ${screen}`).toEqual([]);
}

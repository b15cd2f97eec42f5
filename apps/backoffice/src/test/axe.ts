import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe-core's WCAG 2.1 A/AA rules over a rendered screen and fails with what it finds. The
 * colour contrast is left to the browser journeys: jsdom lays nothing out and paints nothing.
 */
export async function expectAccessible(container: Element = document.body): Promise<void> {
  const results = await axe.run(container, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  const violations = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
  expect(violations).toEqual([]);
}

import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// An accessibility audit of a screen (issue: keyboard and accessibility): axe-core against WCAG 2.1
// A and AA, failing on every serious or critical violation, with what to fix in the message.

/** Runs axe on the page as it is; a serious or critical violation fails the test (softly: all are listed). */
export async function audit(page: Page, name: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const found = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      // Each node: where it is, and the first line of what axe says would fix it.
      const nodes = v.nodes.slice(0, 3).map((n) => {
        const why = n.failureSummary?.split('\n')[1]?.trim() ?? '';
        return `${n.target.join(' ')}${why ? ` — ${why}` : ''}`;
      });
      const more = v.nodes.length > 3 ? ` (+${String(v.nodes.length - 3)} more)` : '';
      return `${v.id} [${v.impact ?? ''}] ${v.help}: ${nodes.join(' | ')}${more}`;
    });
  expect.soft(found, `${name}: serious or critical accessibility violations`).toEqual([]);
}

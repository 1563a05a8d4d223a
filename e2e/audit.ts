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

/** A control the finger may find too small: what it is and the size of its target. */
interface SmallTarget {
  what: string;
  width: number;
  height: number;
}

/**
 * Every visible control of the page as it is (buttons, fields, lists, labels, links, menu items) is a
 * target of at least `min` × `min` CSS pixels (issue: touch everywhere; WCAG 2.5.5). A tick box or a
 * radio is measured by its label, which is its target. Text only screen readers reach (a 1 px box) and
 * what lies under an open modal dialog are left out. Soft: every small control is listed.
 */
export async function auditTargets(page: Page, name: string, min = 44): Promise<void> {
  const small = await page.evaluate((least): SmallTarget[] => {
    const modal = document.querySelector('dialog[open]:modal');
    const controls = document.querySelectorAll<HTMLElement>(
      'button, input:not([type="hidden"]), select, textarea, label, a[href], summary, [role="button"], [role="menuitem"], [role="tab"]',
    );
    const out: SmallTarget[] = [];
    for (const el of controls) {
      if (modal && !modal.contains(el)) continue;
      if (!el.checkVisibility({ visibilityProperty: true })) continue;
      let target: HTMLElement = el;
      if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
        target = el.closest('label') ?? el.labels?.[0] ?? el;
      }
      const r = target.getBoundingClientRect();
      // A box of 1 px is text for screen readers only (visually-hidden).
      if (r.width <= 1 || r.height <= 1) continue;
      if (r.width + 0.5 >= least && r.height + 0.5 >= least) continue;
      const label = (el.getAttribute('aria-label') ?? el.textContent).trim().slice(0, 40);
      const kind = el instanceof HTMLInputElement ? `input[${el.type}]` : el.tagName.toLowerCase();
      out.push({ what: `${kind} "${label}"`, width: Math.round(r.width), height: Math.round(r.height) });
    }
    return out;
  }, min);
  // Alike controls (the same field of every trooper) are listed once, with how many there are.
  const alike = new Map<string, number>();
  for (const t of small) {
    const key = `${t.what.replace(/\d+/g, '#')} ${String(t.width)}×${String(t.height)}`;
    alike.set(key, (alike.get(key) ?? 0) + 1);
  }
  const listed = [...alike].map(([key, n]) => (n > 1 ? `${key} (×${String(n)})` : key));
  expect.soft(listed, `${name}: controls smaller than ${String(min)} × ${String(min)} px`).toEqual([]);
}

/**
 * Words a finger cannot act on: a click, or a key (Esc, Enter, Delete, Shift+ and Ctrl+, the place
 * tool's "(P)", any "key").
 * "enter" in lower case is the rules' word (a trooper enters a state) and is not a key.
 */
export const KEY_WORDS =
  /\b[Cc]lick(s|ed|ing)?\b|\bEsc\b|\bEscape\b|\bEnter\b|\bShift\+|\bCtrl\+|\((?:P|\?|Delete)\)|\bkeys?\b|Delete removes/;

/** No visible text of the page tells a finger to click or to press a key (issue: touch everywhere). */
export async function auditTouchWords(page: Page, name: string): Promise<void> {
  const lines = await page.evaluate(() => document.body.innerText.split('\n'));
  expect
    .soft(
      lines.filter((l) => KEY_WORDS.test(l)),
      `${name}: visible text that speaks of a mouse or keys`,
    )
    .toEqual([]);
}

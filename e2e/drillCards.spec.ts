import { expect, test } from '@playwright/test';

// The drill cards on the home screen: each card's rule line ("Rules: …", links by the rules' names)
// wraps inside its card at every width, never running under the next card.

for (const size of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`the drill cards' rule lines stay inside their cards at ${String(size.width)} px`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await page.goto('/#home');
    const cards = page.getByTestId('drill-card');
    await expect(cards).toHaveCount(10);
    for (let i = 0; i < 6; i++) {
      const card = cards.nth(i);
      const line = card.locator('p.hint');
      await expect(line).toContainText('Rules:');
      const cardBox = await card.boundingBox();
      if (!cardBox) throw new Error(`drill card ${String(i)} has no box`);
      // The line itself, every link in it, and the line's content as laid out (its scroll width).
      const inside = [line, ...(await line.locator('button, span').all())];
      for (const part of inside) {
        const box = await part.boundingBox();
        if (!box) continue;
        expect(
          box.x,
          `a part of card ${String(i)}'s rule line starts left of the card`,
        ).toBeGreaterThanOrEqual(cardBox.x - 0.5);
        expect(
          box.x + box.width,
          `a part of card ${String(i)}'s rule line ends right of the card`,
        ).toBeLessThanOrEqual(cardBox.x + cardBox.width + 0.5);
      }
      const overflow = await line.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(overflow, `card ${String(i)}'s rule line is wider than its box`).toBeLessThanOrEqual(0);
      // Where the line wraps, a comma stays at the end of the line with the link before it.
      const orphans = await line.evaluate((el) =>
        [...el.querySelectorAll('button')].flatMap((link) => {
          const after = link.nextSibling;
          if (after?.nodeType !== Node.TEXT_NODE || !after.textContent?.startsWith(',')) return [];
          const range = document.createRange();
          range.setStart(after, 0);
          range.setEnd(after, 1);
          const comma = range.getBoundingClientRect();
          const last = [...link.getClientRects()].at(-1);
          return last && Math.abs(comma.bottom - last.bottom) > 2 ? [link.textContent] : [];
        }),
      );
      expect(orphans, `card ${String(i)}: a comma begins a line`).toEqual([]);
    }
  });
}

import { expect, test, type Locator, type Page } from '@playwright/test';
import { openTable } from './table.ts';

// A whole Order with the keyboard alone (issue: keyboard and accessibility): every control is reached
// and pressed from the keyboard; the move is typed as a distance and a direction. No mouse is used.

async function press(target: Locator): Promise<void> {
  await target.focus();
  await target.press('Enter');
}

async function typeInto(page: Page, label: string, text: string): Promise<void> {
  const field = page.getByLabel(label);
  await field.focus();
  await page.keyboard.type(text);
}

test('an Order against a marker, played with the keyboard alone', async ({ page }) => {
  await openTable(page);
  await press(page.getByRole('button', { name: 'Scenarios…' }));
  await press(
    page
      .getByRole('dialog', { name: 'Scenarios' })
      .getByRole('button', { name: 'Load the scenario: An IMP-1 marker under three AROs' }),
  );
  await press(page.getByRole('button', { name: /^I am Player A/ }));
  // Select the marker in the list of pieces, activate it, type a 3" move towards Player B and declare it
  // (Player A sees the table from its own side: 90° reads "up the table" on its screen).
  await press(page.getByRole('button', { name: /^Speculo Killer \(IMP-1 marker\)/ }));
  await press(page.getByRole('button', { name: /^Activate Speculo Killer/ }));
  await typeInto(page, 'Inches', '3');
  await typeInto(page, 'Direction (°, 90 = up the table, towards Player B)', '90');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('order-draft')).toContainText('(24.0, 29.0)');
  await press(page.getByRole('button', { name: 'Move', exact: true }));
  // B reacts from the keyboard: one delay, two Discovers.
  await press(page.getByRole('button', { name: /^I am Player B/ }));
  await press(page.getByRole('button', { name: 'Trooper 1: Delay' }));
  await press(page.getByRole('button', { name: 'Trooper 2: Discover' }));
  await press(page.getByRole('button', { name: 'Trooper 3: Discover' }));
  // A's second Move, typed, and declared.
  await press(page.getByRole('button', { name: /^I am Player A/ }));
  await typeInto(page, 'Inches', '1.5');
  await typeInto(page, 'Direction (°, 90 = up the table, towards Player B)', '0');
  await page.keyboard.press('Enter');
  await press(page.getByRole('button', { name: 'Move', exact: true }));
  await expect(page.getByTestId('log')).toContainText(
    'delayed its ARO and the trooper did not reveal itself',
  );
  await expect(page.getByTestId('log')).toContainText('The Order of Player A is complete.');
});

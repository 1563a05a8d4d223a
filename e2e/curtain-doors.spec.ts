import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { rosterOf, type Action, type GameState } from '../src/engine/index.ts';
import { ROSTER } from '../src/content/index.ts';
import { recorder } from './recorded.ts';
import { openStored } from './table.ts';
import { keepGame, LIBRARY_KEY } from '../src/store/persist/library.ts';
import { serialize, STORAGE_KEY, type KeyValueStorage } from '../src/store/persist/persistence.ts';
import { lockPin } from '../src/store/pin.ts';
import { RULES_EDITION } from '../src/engine/index.ts';

// No side door around the PIN (issue: secrets that hold): with both seats' PINs set and the curtain
// down, every control reachable from the curtain is tried, and none shows or downloads a secret.

const KEY = { key: '9a'.repeat(32) };
// B's troopers carry names found nowhere else, so seeing one anywhere means a secret got out.
const SECRETS = ['Zedkiel Ghost', 'Quillon Echo', 'Mira Lineheart', '9a9a9a9a', 'hidden:'];

async function protectedGame(): Promise<{ items: Record<string, string>; secrets: string[] }> {
  const profile = (id: string, name?: string) => {
    const p = structuredClone(ROSTER.find((r) => r.id === id)!);
    return name ? { ...p, name } : p;
  };
  const pins = { A: await lockPin('1111', 10_000), B: await lockPin('2222', 10_000) };
  const setup = {
    table: { width: 48, depth: 48, zoneDepth: 12 },
    scenery: [],
    game: {
      rosters: {
        A: [profile('line-trooper'), profile('line-trooper')],
        B: [
          profile('veil-stalker', 'Zedkiel Ghost'),
          profile('holoprojector', 'Quillon Echo'),
          profile('line-trooper', 'Mira Lineheart'),
        ],
      },
      firstDeployer: 'A' as const,
      rules: RULES_EDITION,
      pins,
      askEveryDeclaration: true,
    },
  };
  const game = recorder(setup, KEY);
  const { play, actions } = game;
  const id = (seat: 'A' | 'B', n: number) => (g: GameState) => rosterOf(g, seat)[n]?.id ?? '';
  const deploy = (seat: 'A' | 'B', n: number, x: number, y: number, more: Partial<Action> = {}) => {
    play(
      (g) =>
        ({
          type: 'deploy',
          seat,
          trooperId: id(seat, n)(g),
          form: 'model',
          at: { x, y },
          facing: seat === 'A' ? 90 : 270,
          ...more,
        }) as Action,
    );
  };
  deploy('A', 0, 20, 6);
  play(() => ({ type: 'endDeployment', seat: 'A' }));
  deploy('B', 0, 20, 40, { hidden: true });
  deploy('B', 1, 30, 40, {
    form: 'Holoecho',
    extras: [
      { x: 26, y: 40 },
      { x: 34, y: 40 },
    ],
    real: 2,
  });
  play(() => ({ type: 'endDeployment', seat: 'B' }));
  deploy('A', 1, 30, 6);
  play(() => ({ type: 'endDeployment', seat: 'A' }));
  deploy('B', 2, 10, 40);
  play(() => ({ type: 'endDeployment', seat: 'B' }));
  const trooperIds = Object.keys(game.state.troopers);
  const store = new Map<string, string>();
  const storage: KeyValueStorage = {
    getItem: (k) => store.get(k) ?? null,
    setItem: (k, v) => void store.set(k, v),
    removeItem: (k) => void store.delete(k),
  };
  const session = { random: KEY, setup, actions, redo: [], id: 'g-current', name: 'Club night' };
  storage.setItem(STORAGE_KEY, serialize(session));
  // The same game kept in the list as another one, to try deleting it.
  keepGame(
    storage,
    'g-kept',
    'Tuesday practice',
    { ...session, id: 'g-kept', name: 'Tuesday practice' },
    game.state,
  );
  expect(store.has(LIBRARY_KEY)).toBe(true);
  return { items: Object.fromEntries(store), secrets: [...SECRETS, ...trooperIds] };
}

async function expectNoSecret(page: Page, secrets: readonly string[], where: string): Promise<void> {
  const html = await page.content();
  for (const s of secrets) expect(html, `${where} shows "${s}"`).not.toContain(s);
}

test('no control reachable from the curtain shows or downloads a secret of a PIN-protected game', async ({
  page,
}) => {
  const { items, secrets } = await protectedGame();
  const downloads: string[] = [];
  page.on('download', (d) => downloads.push(d.suggestedFilename()));
  await openStored(page, items);
  const curtain = page.getByTestId('curtain');
  await expect(curtain).toBeVisible();
  await expect(page.getByTestId('curtain-status')).toContainText('Player A to play');
  await expectNoSecret(page, secrets, 'the curtain');

  // The awaited seat's button asks for its PIN; a wrong one is refused and shows nothing.
  await page.getByRole('button', { name: /^I am Player A/ }).click();
  await page.getByLabel('PIN of Player A').fill('2222');
  await page.getByRole('button', { name: 'Open' }).click();
  await expect(page.getByRole('alert')).toContainText("That is not Player A's PIN");
  await expectNoSecret(page, secrets, 'a wrong PIN');
  await page.getByRole('button', { name: 'Back' }).click();

  // Games: the list holds public facts only; export, rename and delete each need both PINs.
  await page.getByRole('button', { name: 'Games…' }).click();
  const games = page.getByRole('dialog', { name: 'Games' });
  await expect(games.getByTestId('saved-games')).toContainText('Tuesday practice');
  await expect(games.getByTestId('saved-games')).toContainText("Round 1 · Player A's turn");
  await expect(games.getByTestId('saved-games')).not.toContainText('troopers');
  await expect(games.getByTestId('games-guarded')).toContainText('Player A and Player B');
  await expectNoSecret(page, secrets, 'the Games dialog');

  await games.getByRole('button', { name: 'Export to a file…' }).click();
  await games.getByRole('button', { name: 'Export with the secrets' }).click();
  await expect(games.getByTestId('export-warning')).toContainText("Type Player A's PIN");
  await games.getByLabel('PIN of Player A').last().fill('1111');
  await games.getByRole('button', { name: 'Export with the secrets' }).click();
  await expect(games.getByTestId('export-warning')).toContainText("Type Player B's PIN");
  await games.getByLabel('PIN of Player A').last().fill('1111');
  await games.getByLabel('PIN of Player B').last().fill('1111');
  await games.getByRole('button', { name: 'Export with the secrets' }).click();
  await expect(games.getByTestId('export-warning')).toContainText("That is not Player B's PIN");
  await page.screenshot({ path: 'test-results/screenshots/games-guarded-export.png' });
  await games.getByTestId('export-warning').getByRole('button', { name: 'Cancel' }).click();

  await games.getByLabel('Name').fill('Renamed without asking');
  await games.getByRole('button', { name: 'Rename' }).click();
  await expect(games.getByTestId('games-error')).toContainText("Type Player A's PIN");

  await games.getByRole('button', { name: 'Delete Tuesday practice' }).click();
  await games.getByRole('button', { name: 'Delete Tuesday practice for good' }).click();
  await expect(games.getByTestId('games-error')).toContainText("Type Player A's PIN");
  await expect(games.getByTestId('saved-games')).toContainText('Tuesday practice');
  await page.screenshot({ path: 'test-results/screenshots/games-guarded-delete.png' });
  await expectNoSecret(page, secrets, 'the refused export, rename and delete');
  await games.getByRole('button', { name: 'Close' }).click();

  // New game, Scenarios and Help open and close without touching the game.
  for (const [button, dialog, close] of [
    ['New game…', 'New game', 'Cancel'],
    ['Scenarios…', 'Scenarios', 'Close'],
    ['Help', 'Keyboard and mouse', 'Close'],
  ] as const) {
    await page.getByRole('button', { name: button }).click();
    const d = page.getByRole('dialog', { name: dialog });
    await expect(d).toBeVisible();
    await expectNoSecret(page, secrets, `the ${dialog} dialog`);
    await d.getByRole('button', { name: close, exact: true }).last().click();
    await expect(d).toBeHidden();
  }

  // Home shows the game under way by its name and public status only.
  await page.getByRole('button', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { name: 'Marker-play table' })).toBeVisible();
  await expectNoSecret(page, secrets, 'the home screen');

  // Nothing was downloaded, and the game and its kept copy are as they were.
  expect(downloads).toEqual([]);
  const stored = await page.evaluate((k) => localStorage.getItem(k), STORAGE_KEY);
  expect(stored).toContain('"name":"Club night"');
});

test('with both PINs the export downloads the file, and the name changes', async ({ page }) => {
  const { items } = await protectedGame();
  await openStored(page, items);
  await page.getByRole('button', { name: 'Games…' }).click();
  const games = page.getByRole('dialog', { name: 'Games' });
  await games.getByRole('button', { name: 'Export to a file…' }).click();
  const warning = games.getByTestId('export-warning');
  await warning.getByLabel('PIN of Player A').fill('1111');
  await warning.getByLabel('PIN of Player B').fill('2222');
  const download = page.waitForEvent('download');
  await warning.getByRole('button', { name: 'Export with the secrets' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('club-night.marker-table.json');
  // The control of the first test: the secrets it looks for are real, and here they are.
  const text = await readFile(await file.path(), 'utf8');
  for (const s of SECRETS.slice(0, 4)) expect(text).toContain(s);
  await games.getByLabel('Name').fill('Club night, table 2');
  await games.locator('#rename-pin-A').fill('1111');
  await games.locator('#rename-pin-B').fill('2222');
  await games.getByRole('button', { name: 'Rename' }).click();
  await expect(games.getByTestId('games-error')).toBeHidden();
  await expect
    .poll(() => page.evaluate((k) => localStorage.getItem(k), STORAGE_KEY))
    .toContain('"name":"Club night, table 2"');
});

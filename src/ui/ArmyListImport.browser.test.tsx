// Import from Infinity Army (issue 31, item 6), in real Chromium: a bad paste is refused with its
// reason and nothing can be imported; a list longer than a game's roster is warned of; a browser that
// keeps nothing still imports and says the attributes will be asked again; a library it cannot read is
// never written over; a profile file that is no text is refused.
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { act } from 'react';
import { mountRoot } from '../../tests/reactRoot.ts';
import { MemoryStorage } from '../../tests/storeFixtures.ts';
import type { Profile } from '../rules/index.ts';
import type { KeyValueStorage } from '../store/index.ts';
import { PROFILE_LIBRARY_KEY } from '../store/rosters/profileLibrary.ts';
import { ArmyListImport } from './ArmyListImport.tsx';
import './app.css';
import './roster.css';

async function render(storage: KeyValueStorage | undefined, onImport: (r: Profile[]) => void) {
  const { root, host } = mountRoot();
  host.style.width = '900px';
  await act(async () => {
    root.render(<ArmyListImport seat="A" storage={storage} onImport={onImport} />);
    await Promise.resolve();
  });
  await userEvent.click(page.getByRole('button', { name: 'Import from Infinity Army…' }));
  return host;
}

const paste = async (text: string) => {
  await userEvent.fill(page.getByLabelText('Army list to import, Player A'), text);
};

const fill = async (label: string, value: string) => {
  await userEvent.fill(page.getByLabelText(label), value);
};

async function enterFusilier(): Promise<void> {
  for (const [label, value] of [
    ['CC', '13'],
    ['BS', '12'],
    ['PH', '10'],
    ['WIP', '13'],
    ['ARM', '1'],
  ] as const) {
    await fill(`${label} of FUSILIER, Player A`, value);
  }
}

describe('the army list import', () => {
  it('refuses a paste with a control character, naming the line, and offers no import', async () => {
    await render(new MemoryStorage(), vi.fn());
    await paste('PanOceania\nFUSILIER Combi Rifle. (0 | 10)\u0007');
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent(/control character \(U\+0007\) on line 2/);
    await expect.element(page.getByRole('button', { name: /^Import \d+ trooper/ })).not.toBeInTheDocument();
  });

  it('warns when the list has more troopers than a game takes', async () => {
    await render(new MemoryStorage(), vi.fn());
    await paste(Array.from({ length: 12 }, () => 'FUSILIER Combi Rifle. (0 | 10)').join('\n'));
    await expect.element(page.getByText('A game takes at most 10 troopers per player')).toBeInTheDocument();
    await expect.element(page.getByText(/12 troopers, 120 points, 0 SWC/)).toBeInTheDocument();
  });

  it('imports in a browser that keeps nothing, and says the attributes will be asked again', async () => {
    const onImport = vi.fn();
    await render(undefined, onImport);
    await paste('FUSILIER (Lieutenant) Combi Rifle / Pistol, Knife. (0 | 10)');
    await enterFusilier();
    await userEvent.click(page.getByRole('button', { name: 'Import 1 trooper for Player A' }));
    expect(onImport).toHaveBeenCalledTimes(1);
    expect((onImport.mock.calls[0]?.[0] as Profile[])[0]).toMatchObject({
      name: 'FUSILIER',
      bs: 12,
      lieutenant: true,
    });
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent('This browser keeps nothing: the attributes will be asked again.');
  });

  it('never writes over a kept library it cannot read', async () => {
    const storage = new MemoryStorage();
    storage.setItem(PROFILE_LIBRARY_KEY, '{"format":"marker-play-profiles","version":9,"profiles":[]}');
    const onImport = vi.fn();
    await render(storage, onImport);
    await expect.element(page.getByRole('alert')).toHaveTextContent(/made by a newer version/);
    await paste('FUSILIER Combi Rifle. (0 | 10)');
    await enterFusilier();
    await userEvent.click(page.getByRole('button', { name: 'Import 1 trooper for Player A' }));
    expect(onImport).toHaveBeenCalledTimes(1);
    expect(storage.getItem(PROFILE_LIBRARY_KEY)).toBe(
      '{"format":"marker-play-profiles","version":9,"profiles":[]}',
    );
    await expect.element(page.getByRole('status')).toHaveTextContent(/cannot be read/);
  });

  it('refuses a profile file that is no text', async () => {
    const storage = new MemoryStorage();
    await render(storage, vi.fn());
    const png = new File(
      [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])],
      'pic.png',
    );
    await userEvent.upload(page.getByLabelText('Profile library file to import, Player A'), png);
    await expect.element(page.getByRole('alert')).toHaveTextContent(/pic\.png was not imported:/);
    await expect.element(page.getByRole('alert')).toHaveTextContent(/not text/);
    expect(storage.getItem(PROFILE_LIBRARY_KEY)).toBeNull();
  });
});

describe('both seats read one profile library', () => {
  it("attributes kept from Player A's panel make Player B's list import in one step", async () => {
    const storage = new MemoryStorage();
    const { root } = mountRoot();
    const onImport = vi.fn();
    await act(async () => {
      root.render(
        <>
          <ArmyListImport seat="A" storage={storage} onImport={onImport} />
          <ArmyListImport seat="B" storage={storage} onImport={onImport} />
        </>,
      );
      await Promise.resolve();
    });
    await userEvent.click(page.getByRole('button', { name: 'Import from Infinity Army…' }).first());
    await paste('FUSILIER Combi Rifle. (0 | 10)');
    await enterFusilier();
    await userEvent.click(page.getByRole('button', { name: 'Import 1 trooper for Player A' }));
    await expect.element(page.getByText('1 unit profile kept').nth(1)).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Import from Infinity Army…' }).nth(1));
    await userEvent.fill(
      page.getByLabelText('Army list to import, Player B'),
      'FUSILIER (Lieutenant) Combi Rifle. (0 | 10)',
    );
    await expect.element(page.getByText('asked below')).not.toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Import 1 trooper for Player B' }));
    expect(onImport).toHaveBeenCalledTimes(2);
    expect((onImport.mock.calls[1]?.[0] as Profile[])[0]).toMatchObject({
      name: 'FUSILIER',
      bs: 12,
      lieutenant: true,
    });
  });
});

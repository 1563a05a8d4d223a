// Folders and files for the server's tests: a fresh folder per games file, and files made unwritable
// with `chattr +i` (the tests run as root, which ignores file modes; it does not ignore this).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TestDisk {
  /** The temporary folder everything is made in. */
  root: string;
  /** A fresh folder and the games file's path in it. */
  place: () => string;
  /** A file nobody may write, not even root. */
  freeze: (path: string) => void;
  thaw: (path: string) => void;
  /** Whether this machine's temporary folder takes `chattr +i` (ext4 does; some file systems do not). */
  canFreeze: boolean;
  /** Thaws what is still frozen and removes the folder. */
  clean: () => void;
}

export function testDisk(prefix: string): TestDisk {
  const root = mkdtempSync(join(tmpdir(), prefix));
  let folders = 0;
  const immutable = new Set<string>();
  const freeze = (path: string) => {
    execFileSync('chattr', ['+i', path]);
    immutable.add(path);
  };
  const thaw = (path: string) => {
    execFileSync('chattr', ['-i', path]);
    immutable.delete(path);
  };
  const canFreeze = (() => {
    const probe = join(root, 'probe');
    writeFileSync(probe, '');
    try {
      freeze(probe);
      thaw(probe);
      return true;
    } catch {
      return false;
    }
  })();
  return {
    root,
    place: () => {
      const dir = join(root, String(folders++));
      mkdirSync(dir);
      return join(dir, 'games.sqlite');
    },
    freeze,
    thaw,
    canFreeze,
    clean: () => {
      for (const path of immutable) thaw(path);
      rmSync(root, { recursive: true, force: true });
    },
  };
}

import { useRef, type JSX } from 'react';
import type { KeyValueStorage } from '../store/index.ts';
import {
  PROFILE_FILE_NAME,
  keepProfiles,
  parseProfileFile,
  profileFileText,
  profileFileTooBig,
  type KeptProfile,
} from '../store/rosters/profileLibrary.ts';
import { download } from './download.ts';

/**
 * The profile library as one file for a club (issue 31, item 6): export the units' attributes kept in
 * this browser, or import a club's file into them (a unit of the same name is replaced). A bad file is
 * refused with its reasons and the kept profiles stay as they were.
 */
export type Message = { ok: true; text: string } | { ok: false; lines: string[] };

export interface ProfileFilesProps {
  player: string;
  storage: KeyValueStorage | undefined;
  kept: readonly KeptProfile[];
  /** The library changed: read it again. */
  onRead: () => void;
  onMessage: (m: Message) => void;
}

export function ProfileFiles({ player, storage, kept, onRead, onMessage }: ProfileFilesProps): JSX.Element {
  const fileInput = useRef<HTMLInputElement>(null);
  const importFile = async (f: File) => {
    const big = profileFileTooBig(f.size);
    const r = big ? { ok: false as const, errors: [big] } : parseProfileFile(await f.text());
    if (!r.ok || !storage) {
      const why = r.ok ? ['This browser keeps nothing here (a private window?).'] : r.errors;
      onMessage({
        ok: false,
        lines: [`${f.name} was not imported:`, ...why, 'The kept profiles are unchanged.'],
      });
      return;
    }
    const k = keepProfiles(storage, r.value);
    onRead();
    onMessage(
      k.ok
        ? {
            ok: true,
            text: `Imported ${String(r.value.length)} profiles from ${f.name}; ${String(k.profiles.length)} are kept.`,
          }
        : { ok: false, lines: [`${f.name} was not imported:`, ...k.errors] },
    );
  };
  return (
    <>
      <button
        type="button"
        disabled={kept.length === 0}
        onClick={() => {
          download(profileFileText(kept), PROFILE_FILE_NAME);
          onMessage({
            ok: true,
            text: `Exported ${String(kept.length)} kept profiles as ${PROFILE_FILE_NAME}.`,
          });
        }}
      >
        Export profiles
      </button>
      <button type="button" onClick={() => fileInput.current?.click()}>
        Import profiles…
      </button>
      <input
        ref={fileInput}
        type="file"
        accept=".json,application/json"
        aria-label={`Profile library file to import, ${player}`}
        hidden
        onChange={(e) => {
          const f = e.target.files?.[0];
          e.target.value = '';
          if (f) void importFile(f);
        }}
      />
      <span className="hint">
        {String(kept.length)} unit profile{kept.length === 1 ? '' : 's'} kept
      </span>
    </>
  );
}

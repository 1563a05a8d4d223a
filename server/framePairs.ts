// The pairs of the paired-frame check (ARCHITECTURE.md §10, "metadata is a secret too"): two games
// that differ only in a secret of Player A, each with the script A plays. The frames Player B's device
// and the audience receive must be the same in both: over one process and its SQLite file
// (metadata.test.ts), and over several processes on Redis and PostgreSQL with the process holding the
// game killed between A's steps (scaleFrames.test.ts).
import type { Action, RandomSpec } from '../src/engine/index.ts';
import type { Packet } from '../src/match/match.ts';
import type { RosterEntry } from '../tests/storeFixtures.ts';

/** Both games of a pair are made with this key, so their dice and ids agree. */
export const FRAME_RANDOM: RandomSpec = { key: '5a'.repeat(32) };
export const FRAME_SECRETS = { A: 'metadata-seat-a', B: 'metadata-seat-b' };
/** Colyseus' code for a room message (its join handshake names the room, which differs by game). */
export const ROOM_DATA = 13;
export const B_ROSTER: RosterEntry[] = ['line-trooper', 'heavy-s4'];

/** A's trooper ids by name, in roster order (a name may repeat). */
export function troopersOf(p: Packet): (name: string, nth?: number) => string {
  return (name, nth = 0) => {
    const id = p.view.troopers.filter((t) => t.name === name)[nth]?.id;
    if (!id) throw new Error(`no trooper ${name} #${String(nth)}`);
    return id;
  };
}

export type Script = (t: (name: string, nth?: number) => string, a: Packet) => Action[];

export interface Side {
  roster: RosterEntry[];
  script: Script;
}

/** Two games by their ids (`<name>-1`, `<name>-2`) and what A has and plays in each. */
export interface FramePair {
  ids: [string, string];
  sides: [Side, Side];
}

function pair(name: string, one: Side, other: Side): FramePair {
  return { ids: [`${name}-1`, `${name}-2`], sides: [one, other] };
}

export const at = (x: number, y: number) => ({ x, y });

/** Deploys A's trooper as a model or marker in its zone, facing down the table. */
export function deploy(trooperId: string, form: string, x: number, y: number, more: object = {}): Action {
  return { type: 'deploy', seat: 'A', trooperId, form, at: at(x, y), facing: 90, ...more } as Action;
}

export const END: Action = { type: 'endDeployment', seat: 'A' };

export const FRAME_PAIRS = {
  // A Hidden Deployment trooper written down, or none in the roster at all.
  hidden: pair(
    'hidden',
    {
      roster: ['line-trooper', 'veil-stalker', 'field-officer'],
      script: (t) => [
        deploy(t('Line Trooper'), 'model', 10, 6),
        deploy(t('Veil Stalker'), 'model', 30, 8, { hidden: true }),
        END,
      ],
    },
    {
      roster: ['line-trooper', 'field-officer'],
      script: (t) => [deploy(t('Line Trooper'), 'model', 10, 6), END],
    },
  ),
  // The hidden trooper's written position moved while deploying, or not.
  moved: pair(
    'moved',
    {
      roster: ['line-trooper', 'veil-stalker', 'field-officer'],
      script: (t) => [
        deploy(t('Line Trooper'), 'model', 10, 6),
        deploy(t('Veil Stalker'), 'model', 30, 8, { hidden: true }),
        { type: 'moveHidden', seat: 'A', trooperId: t('Veil Stalker'), index: 0, to: at(36, 4) },
        END,
      ],
    },
    {
      roster: ['line-trooper', 'veil-stalker', 'field-officer'],
      script: (t) => [
        deploy(t('Line Trooper'), 'model', 10, 6),
        deploy(t('Veil Stalker'), 'model', 30, 8, { hidden: true }),
        END,
      ],
    },
  ),
  // Which Holoecho is real changed while deploying, or not.
  real: pair(
    'real',
    {
      roster: ['holoprojector', 'line-trooper'],
      script: (t) => [
        deploy(t('Echo Operative'), 'Holoecho', 10, 6, { extras: [at(14, 6), at(18, 6)], real: 0 }),
        { type: 'setReal', seat: 'A', trooperId: t('Echo Operative'), real: 2 },
        END,
      ],
    },
    {
      roster: ['holoprojector', 'line-trooper'],
      script: (t) => [
        deploy(t('Echo Operative'), 'Holoecho', 10, 6, { extras: [at(14, 6), at(18, 6)], real: 0 }),
        END,
      ],
    },
  ),
  // The army list's points (private, D49; they decide Retreat!, RULES.md §18.10.3): 48 or 90 in all.
  points: pair(
    'points',
    {
      roster: [
        { id: 'line-trooper', points: 18 },
        { id: 'field-officer', points: 30 },
      ],
      script: (t) => [deploy(t('Line Trooper'), 'model', 10, 6), END],
    },
    {
      roster: [
        { id: 'line-trooper', points: 40 },
        { id: 'field-officer', points: 50 },
      ],
      script: (t) => [deploy(t('Line Trooper'), 'model', 10, 6), END],
    },
  ),
  // Holoechoes deployed Prone: every piece carries the token, whichever is real (RULES.md §18.9, D56).
  proneReal: pair(
    'prone-real',
    {
      roster: ['holoprojector', 'line-trooper'],
      script: (t) => [
        deploy(t('Echo Operative'), 'Holoecho', 10, 6, {
          extras: [at(14, 6), at(18, 6)],
          real: 0,
          prone: true,
        }),
        END,
      ],
    },
    {
      roster: ['holoprojector', 'line-trooper'],
      script: (t) => [
        deploy(t('Echo Operative'), 'Holoecho', 10, 6, {
          extras: [at(14, 6), at(18, 6)],
          real: 2,
          prone: true,
        }),
        END,
      ],
    },
  ),
  // Holoechoes of a bearer with a TinBot: every piece carries its token, whichever is real (RULES.md
  // §10.4, D92).
  equipReal: pair(
    'equip-real',
    {
      roster: [{ id: 'holoprojector', equipment: ['TinBot'] }, 'line-trooper'],
      script: (t) => [
        deploy(t('Echo Operative'), 'Holoecho', 10, 6, { extras: [at(14, 6), at(18, 6)], real: 0 }),
        END,
      ],
    },
    {
      roster: [{ id: 'holoprojector', equipment: ['TinBot'] }, 'line-trooper'],
      script: (t) => [
        deploy(t('Echo Operative'), 'Holoecho', 10, 6, { extras: [at(14, 6), at(18, 6)], real: 2 }),
        END,
      ],
    },
  ),
  // A Decoy user deployed Prone with its replicas as CAMO markers, or three Prone CAMO troopers.
  proneDecoy: pair(
    'prone-decoy',
    {
      roster: ['lure-stalker', 'line-trooper'],
      script: (t) => [
        deploy(t('Lure Stalker'), 'CAMO', 10, 6, {
          extras: [at(14, 6), at(18, 6)],
          extraCount: 2,
          prone: true,
        }),
        END,
      ],
    },
    {
      roster: ['camo-sniper', 'camo-sniper', 'camo-sniper', 'line-trooper'],
      script: (t) => [
        deploy(t('Camo Sniper', 0), 'CAMO', 10, 6, { prone: true }),
        deploy(t('Camo Sniper', 1), 'CAMO', 14, 6, { prone: true }),
        deploy(t('Camo Sniper', 2), 'CAMO', 18, 6, { prone: true }),
        END,
      ],
    },
  ),
  // A Decoy user's replicas as CAMO markers, or three plain CAMO troopers on the same spots.
  decoy: pair(
    'decoy',
    {
      roster: ['lure-stalker', 'line-trooper'],
      script: (t) => [
        deploy(t('Lure Stalker'), 'CAMO', 10, 6, { extras: [at(14, 6), at(18, 6)], extraCount: 2 }),
        END,
      ],
    },
    {
      roster: ['camo-sniper', 'camo-sniper', 'camo-sniper', 'line-trooper'],
      script: (t) => [
        deploy(t('Camo Sniper', 0), 'CAMO', 10, 6),
        deploy(t('Camo Sniper', 1), 'CAMO', 14, 6),
        deploy(t('Camo Sniper', 2), 'CAMO', 18, 6),
        END,
      ],
    },
  ),
};

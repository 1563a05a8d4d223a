// What resolution does, as data (RULES.md §8, §9, §10, §18): each roll with its side's Success Value,
// MODs and every die, what each side kept, the Saving Rolls and what they cost. A log line carries its
// event, and its text is written from it by `narrate`, so tests (and any later screen) read the
// numbers, not the prose. An event holds only what the line says: public names and public pieces.
import type { NamedMod, PieceKind, RuleId, Seat } from '../rules/index.ts';

/** What one side of a roll keeps: non-critical successes and criticals (RULES.md §18.1–§18.2). */
export type Kept = { hits: number; crits: number };

/** One side of a roll, as the log shows it. */
export interface RollSide {
  /** Who rolls, by public name ("the Line Trooper of Player A"). */
  who: string;
  /** The skill by its label ("BS Attack", "Dodge", "Discover"). */
  skill: string;
  /** The rest of the skill's words ("with the Combi Rifle (B3) on the CAMO marker"), if any. */
  detail?: string;
  attribute: string;
  base: number;
  mods: NamedMod[];
  sv: number;
  dice: number[];
}

export type EngineEvent =
  /** A roll nobody opposes: every die a Normal roll (RULES.md §8). */
  | { kind: 'normalRoll'; side: RollSide; kept: Kept; outcome: string; rules: RuleId[] }
  /** A Face to Face roll: every die of both sides (RULES.md §8, §18.1.3). */
  | {
      kind: 'faceToFace';
      a: RollSide;
      b: RollSide;
      kept: { a: Kept; b: Kept };
      outcome: string;
      rules: RuleId[];
    }
  /** The Saving Rolls a hit forced (RULES.md §18.2): one die each against Damage − ARM (− cover). */
  | {
      kind: 'savingRolls';
      /** The piece that saves, by public name as it stands when it rolls. */
      name: string;
      /** The same piece by id (the hit target, public like every target), for drawing on the table. */
      piece?: string;
      damage: number;
      arm: number;
      cover: number;
      value: number;
      dice: number[];
      woundsLost: number;
      /**
       * A Hacking Program's saves (D144): against BTS (`arm` then holds the BTS), a failure leaves the
       * target in this state instead of losing a Wound (`woundsLost` counts the failures).
       */
      program?: { attribute: 'BTS'; state: string };
    }
  /** A marker became its trooper's model, showing its profile (RULES.md §10). */
  | { kind: 'revealed'; piece: string; owner: Seat; from: PieceKind; shows: string }
  /** Pieces left the table, and why (RULES.md §3, §9.3, §10.4, §10.6, §18.2). */
  | { kind: 'removed'; pieces: string[]; why: RemovedWhy }
  /** Pieces came onto the table: a Hidden Deployment trooper revealing itself (RULES.md §10.2). */
  | { kind: 'created'; pieces: string[]; owner: Seat }
  /** An Order began (activation) or ended (its conclusion): the bounds of its result (RULES.md §5.3). */
  | { kind: 'order'; seat: Seat; step: 'began' | 'ended' };

/** Why pieces are removed: the rule that took them off. */
export type RemovedWhy =
  | 'discoveredNotReal'
  | 'realDiscovered'
  | 'decoyReplicaHit'
  | 'holoechoHit'
  | 'contactWithEnemyModel'
  | 'outOfCoherency'
  | 'holoechoEnded'
  | 'decoyUserRevealed'
  | 'dead'
  /** A Mine hit by an attack, or gone off (RULES.md §18.7). */
  | 'mineHit'
  | 'mineFired';

/** "+3", "−6" (a MOD as the log writes it). */
export function signed(n: number): string {
  return n >= 0 ? `+${String(n)}` : `−${String(-n)}`;
}

/** "BS 11, range −3, Mimetism −3 = 5" (MODs of 0 left out; past the ±12 cap the SV says what counts). */
export function svText(side: Pick<RollSide, 'attribute' | 'base' | 'mods' | 'sv'>): string {
  const shown = side.mods.filter((m) => m.value !== 0);
  return `${side.attribute} ${String(side.base)}${shown.map((m) => `, ${m.name} ${signed(m.value)}`).join('')} = ${String(side.sv)}`;
}

/** "the Line Trooper of Player A BS Attack with the Combi Rifle (B3), BS 11 = 11, rolled 3, 5, 20" */
function sideText(s: RollSide): string {
  return `${s.who} ${s.skill}${s.detail ? ` ${s.detail}` : ''}, ${svText(s)}, rolled ${s.dice.join(', ')}`;
}

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** "2 hits, 1 of them critical", "a critical hit", "no hit" (the log's words for what a side keeps). */
export function keptText(k: Kept): string {
  const n = k.hits + k.crits;
  if (n === 0) return 'no hit';
  if (n === 1) return k.crits ? 'a critical hit' : 'a hit';
  return `${String(n)} hits${k.crits ? `, ${String(k.crits)} of them critical` : ''}`;
}

/** The event of pieces removed, for a log line that words the reason itself. */
export function removedEvent(pieces: readonly string[], why: RemovedWhy): EngineEvent {
  return { kind: 'removed', pieces: [...pieces], why };
}

/** The rules an event's line points to: the roll's own, a reveal, the start of an Order. */
export function eventRules(e: EngineEvent): RuleId[] {
  switch (e.kind) {
    case 'normalRoll':
    case 'faceToFace':
      return [...e.rules];
    case 'savingRolls':
      return ['savingRolls'];
    case 'revealed':
      return ['reveal'];
    case 'order':
      return e.step === 'began' ? ['orders.sequence'] : [];
    default:
      return [];
  }
}

/** A log line's text, event and rules, all from the event. */
export function narrated(e: EngineEvent): { text: string; event: EngineEvent; rules?: RuleId[] } {
  const rules = eventRules(e);
  return { text: narrate(e), event: e, ...(rules.length ? { rules } : {}) };
}

/** The log text of an event. */
export function narrate(e: EngineEvent): string {
  switch (e.kind) {
    case 'normalRoll': {
      const s = e.side;
      return `${capital(s.who)}: ${s.skill}${s.detail ? ` ${s.detail}` : ''}, ${svText(s)}, rolled ${s.dice.join(', ')}: ${e.outcome}.`;
    }
    case 'faceToFace':
      return `Face to Face: ${sideText(e.a)}; ${sideText(e.b)}: ${e.outcome}.`;
    case 'savingRolls': {
      const n = e.dice.length;
      if (e.program) {
        const rolls = n === 1 ? 'Saving Roll' : `${String(n)} Saving Rolls`;
        const result = e.woundsLost ? `failed: ${e.program.state}` : n === 1 ? 'saved' : 'all saved';
        return `${rolls} for the ${e.name}: Damage ${String(e.damage)} − ${e.program.attribute} ${String(e.arm)} = ${String(e.value)}, rolled ${e.dice.join(', ')}: ${result}.`;
      }
      const outcome =
        n === 1
          ? e.woundsLost
            ? 'a Wound lost'
            : 'saved'
          : e.woundsLost
            ? `${e.woundsLost === 1 ? 'a Wound' : `${String(e.woundsLost)} Wounds`} lost`
            : 'all saved';
      return `${n === 1 ? 'Saving Roll' : `${String(n)} Saving Rolls`} for the ${e.name}: Damage ${String(e.damage)} − ARM ${String(e.arm)}${e.cover ? `, Partial Cover ${signed(e.cover)}` : ''} = ${String(e.value)}, rolled ${e.dice.join(', ')}: ${outcome}.`;
    }
    case 'revealed':
      return `The ${e.from} marker of Player ${e.owner} is revealed: ${e.shows}.`;
    case 'removed':
      return `${String(e.pieces.length)} piece${e.pieces.length === 1 ? '' : 's'} removed.`;
    case 'created':
      return `${String(e.pieces.length)} piece${e.pieces.length === 1 ? '' : 's'} placed.`;
    case 'order':
      return e.step === 'began'
        ? `Player ${e.seat} activated a trooper.`
        : `The Order of Player ${e.seat} is complete.`;
  }
}

import type { Point, RuleId, SkillId } from '../../rules/index.ts';
import type { View } from '../../engine/view.ts';

/**
 * Drills (issue: practice and club demonstration): scored questions on the situations that decide
 * games, random but reproducible from a seed, each answer explained with the RULES.md section.
 */
export type DrillKind =
  | 'react'
  | 'markerAros'
  | 'holoecho'
  | 'discover'
  | 'closeCombat'
  | 'intoCloseCombat'
  | 'fireteams'
  | 'coordinated'
  | 'hackingArea'
  | 'airborne';

/** The situation drawn for the user: a projection for the drilled seat, never the truth. */
export interface DrillPicture {
  view: View;
  /** Piece id → the short label drawn beside it and named in the question (R1, H2, T1...). */
  labels: Record<string, string>;
  /** Declared movements, drawn as numbered arrows from where the piece started. */
  paths: { label: string; points: Point[] }[];
}

/** One way to answer "with what?": a set of ARO skills, named once. */
export interface AroChoice {
  id: string;
  label: string;
  skills: SkillId[];
}

/** A piece the question asks about: its label on the table and what it is, in words. */
export interface AskedPiece {
  label: string;
  name: string;
}

export type Ask =
  /** For each piece, one choice (which AROs it may declare, or none). */
  | { type: 'per-piece'; pieces: AskedPiece[]; choices: AroChoice[] }
  /** Tick every option that is right. */
  | { type: 'tick'; options: { id: string; label: string }[] }
  /** Pick the pieces that fit. */
  | { type: 'pick'; pieces: AskedPiece[] }
  /** A whole number. */
  | { type: 'number'; label: string };

export type Answer =
  | { type: 'per-piece'; choice: Record<string, string> }
  | { type: 'tick'; ticked: string[] }
  | { type: 'pick'; picked: string[] }
  | { type: 'number'; value: number | null };

/** One line of the explanation, with the rule it applies: by its id, or (older drills) by section. */
export interface Explanation {
  text: string;
  /** e.g. "§7.1"; empty when the line only sums up, or when `rule` names it. */
  section: string;
  /** The rule the line applies, by its id (ruleRefs.ts); shown as a link to its explanation. */
  rule?: RuleId;
}

export interface DrillQuestion {
  kind: DrillKind;
  /** The round's seed and the question's place in it: together they rebuild the question exactly. */
  seed: number;
  index: number;
  prompt: string;
  /** The situation in words: the text twin of the picture. */
  facts: string[];
  picture: DrillPicture | null;
  ask: Ask;
  solution: Answer;
  explanation: Explanation[];
}

/** How one answer was marked: right or wrong as a whole, and item by item. */
export interface Marking {
  correct: boolean;
  items: { key: string; ok: boolean; expected: string; given: string }[];
}

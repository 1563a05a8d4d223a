import type { PieceKind } from './pieces.ts';

/**
 * Equipment shown on the table as a token or a model beside its trooper (RULES.md §10.4, §10.6,
 * seed 000: "Holoecho State replicates … pieces of Equipment (TinBots, SymbioMates, etc.)"). Public
 * like the rest of the profile, and drawn as a token on the pieces that show it (decision D92). A
 * Repeater is played (D150: it extends its army's Hacking Areas, rules/repeaters.ts); a TinBot's
 * Firewall and a SymbioMate's protection are not (D93). A TinBot that carries a Repeater is written as
 * both, TinBot and Repeater (D150), and read "TinBot (Repeater)".
 */
export const EQUIPMENT = ['TinBot', 'SymbioMate', 'Repeater'] as const;
export type Equipment = (typeof EQUIPMENT)[number];

/** Each piece of equipment by its army-list name, and what the table does with it (D93, shown to players). */
export const EQUIPMENT_INFO: Readonly<Record<Equipment, { name: string; note: string }>> = {
  TinBot: {
    name: 'TinBot',
    note: 'a small drone beside the trooper; its Firewall is not played here (tick Repeater too when it carries one)',
  },
  SymbioMate: {
    name: 'SymbioMate',
    note: 'a one-use protection against a hit; not played here: the trooper saves with its own ARM',
  },
  Repeater: {
    name: 'Repeater',
    note: 'extends the Hacking Area of every Hacker of its army by its Zone of Control',
  },
};

/**
 * The pieces that show their trooper's equipment token (D92): its model, and its Holoechoes, markers
 * included, which copy it (RULES.md §10.4). A CAMO or IMP marker hides the trooper and its equipment
 * (§10.1, §10.3); a DECOY marker does not copy it (seed 001: "The replicas cannot replicate … pieces
 * of Equipment represented by a Token or Model (TinBots … SymbioMates …)"), and a Mine is no trooper.
 * A Decoy user's Model carries it whether it is real or not. The rule reads the piece's kind only,
 * never which piece is real, so the token tells nothing.
 */
export const SHOWS_EQUIPMENT: ReadonlySet<PieceKind> = new Set(['model', 'HOLOECHO-1', 'HOLOECHO-2']);

/** Whether a token names a piece of equipment. */
export function isEquipmentToken(token: string): token is Equipment {
  return (EQUIPMENT as readonly string[]).includes(token);
}

/**
 * The equipment tokens a piece of this kind carries for a trooper showing `equipment` (D92), in
 * the army list's order. Examples: a model with [TinBot] → [TinBot]; a HOLOECHO-2 marker → [TinBot];
 * a CAMO marker or a DECOY-1 marker → [].
 */
export function equipmentTokens(kind: PieceKind, equipment: readonly Equipment[] | undefined): Equipment[] {
  if (!SHOWS_EQUIPMENT.has(kind)) return [];
  return EQUIPMENT.filter((e) => equipment?.includes(e));
}

/**
 * A piece's tokens with exactly these equipment tokens: unchanged (the same array) when they are
 * already there in this order, else the other tokens kept in their order and the equipment after them.
 */
export function withEquipmentTokens(
  tokens: readonly string[],
  wanted: readonly Equipment[],
): readonly string[] {
  const now = tokens.filter(isEquipmentToken);
  if (now.length === wanted.length && now.every((t, i) => t === wanted[i])) return tokens;
  return [...tokens.filter((t) => !isEquipmentToken(t)), ...wanted];
}

/**
 * "TinBot, SymbioMate", or '' when the trooper shows none. A TinBot and a Repeater together read as the
 * TinBot carrying it (D150): "TinBot (Repeater), SymbioMate".
 */
export function equipmentLine(equipment: readonly Equipment[] | undefined): string {
  const shown = EQUIPMENT.filter((e) => equipment?.includes(e));
  const onBot = shown.includes('TinBot') && shown.includes('Repeater');
  return shown
    .flatMap((e) => {
      if (onBot && e === 'Repeater') return [];
      if (onBot && e === 'TinBot') return [`${EQUIPMENT_INFO.TinBot.name} (${EQUIPMENT_INFO.Repeater.name})`];
      return [EQUIPMENT_INFO[e].name];
    })
    .join(', ');
}

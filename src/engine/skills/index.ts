// One module per declared skill (RULES.md §5.2, §6, §9, §18): its requirements live in src/rules, its
// resolution here. A new ARO skill is one file and one line in this registry.
import type { AroSkill } from '../actions.ts';
import { aroBsAttack } from './bsAttack.ts';
import { aroCarbonite, declareCarbonite } from './carbonite.ts';
import { aroDiscover } from './discover.ts';
import { aroDodge } from './dodge.ts';
import { aroLookOut } from './lookOut.ts';
import { aroReset } from './reset.ts';
import { aroCcAttack, declareCcAttack } from './ccAttack.ts';
import { aroPlaceDeployable, declarePlaceDeployable } from './placeDeployable.ts';
import type { AroCall, Declaring } from './resolution.ts';
import type { Checked } from '../../rules/index.ts';
import type { DeclaredSkill } from '../types.ts';
import { declareBsAttack } from './bsAttack.ts';
import { declareDiscover } from './discover.ts';
import { declareIntuitive } from './intuitiveAttack.ts';

/** The Short Skills and the Entire Order the active trooper declares with a target or none (RULES.md §5.2). */
export type DeclaredBySkill =
  | 'discover'
  | 'bsAttack'
  | 'intuitiveAttack'
  | 'dodge'
  | 'lookOut'
  | 'reset'
  | 'ccAttack'
  | 'placeDeployable'
  | 'carbonite';

/** Each declared skill's requirements, checked on the truth when the active trooper declares it. */
export const DECLARATIONS: Readonly<
  Record<DeclaredBySkill, (d: Declaring) => Checked<{ declared: DeclaredSkill }>>
> = {
  discover: declareDiscover,
  bsAttack: declareBsAttack,
  intuitiveAttack: declareIntuitive,
  ccAttack: declareCcAttack,
  dodge: () => ({ ok: true, declared: { skill: 'dodge' } }),
  lookOut: () => ({ ok: true, declared: { skill: 'lookOut' } }),
  reset: () => ({ ok: true, declared: { skill: 'reset' } }),
  placeDeployable: declarePlaceDeployable,
  carbonite: declareCarbonite,
};

/** How each ARO skill resolves, and whether it needs its target still on the table to do anything. */
export const ARO_RESOLVERS: Readonly<
  Record<AroSkill, { resolve: (c: AroCall) => void; needsTarget: boolean }>
> = {
  bsAttack: { resolve: aroBsAttack, needsTarget: true },
  discover: { resolve: aroDiscover, needsTarget: true },
  dodge: { resolve: aroDodge, needsTarget: false },
  lookOut: { resolve: aroLookOut, needsTarget: false },
  reset: { resolve: aroReset, needsTarget: false },
  ccAttack: { resolve: aroCcAttack, needsTarget: true },
  placeDeployable: { resolve: aroPlaceDeployable, needsTarget: false },
  carbonite: { resolve: aroCarbonite, needsTarget: true },
};

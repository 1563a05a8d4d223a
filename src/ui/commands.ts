import { useMemo } from 'react';
import type { Action, ActiveSkill, AroChoice, View, Viewer } from '../engine/index.ts';
import {
  baseRadiusInches,
  defaultFacing,
  snapToEdge,
  type Point,
  type SceneryHeight,
  type Seat,
  rulesOf,
} from '../rules/index.ts';
import { currentStatus, currentView, useStoreApis, type Stores } from '../store/index.ts';
import { findProfile } from '../content/index.ts';
import type { Answered } from '../store/net/remoteMatch.ts';
import { ask, type Done } from './ask.ts';
import { undoCommands } from './undoCommands.ts';

/** A Fireteam action without its seat (the screen's seat is added). */
export type FireteamIntent =
  | { type: 'formFireteam'; members: string[]; leader: string }
  | { type: 'disbandFireteam'; fireteamId: string }
  | { type: 'setTeamLeader'; fireteamId: string; leader: string };

export function useCommands() {
  const { game, session } = useStoreApis();
  return useMemo(() => tableCommands({ game, session }), [game, session]);
}

/**
 * Every change the UI asks for goes through here: one engine action, then one status line
 * the viewer may read (the violation messages, or the viewer's own log line).
 */
export function tableCommands({ game, session }: Stores) {
  /** Says the outcome: the violations, or the viewer's own newest log line; runs `after` on success. */
  const told = (r: Answered, after?: (view: View) => void): Done => {
    const { say, viewer } = session.getState();
    if (!r.ok) {
      say(r.violations.map((v) => v.message).join(' '), 'error', rulesOf(...r.violations));
      return { ok: false, violations: r.violations };
    }
    const view = currentView(game.getState(), viewer);
    const line = view.log.at(-1);
    say(line ? line.text : 'Done.', 'ok');
    after?.(view);
    return { ok: true, view };
  };
  const run = (action: Action, after?: (view: View) => void): Done =>
    ask(game, session.getState().viewer, { type: 'play', action }, (r) => told(r, after));
  /** The ids of the pieces `viewer` sees now, to find the one an action adds. */
  const pieceIds = (viewer: Viewer) => new Set(currentView(game.getState(), viewer).pieces.map((p) => p.id));
  /** The seat acting from this screen, named on every action of a game (undefined for the referee). */
  const seat = (): Seat | undefined => {
    const v = session.getState().viewer;
    return v === 'referee' || v === 'public' ? undefined : v;
  };
  const bySeat = () => {
    const s = seat();
    return s ? { seat: s } : {};
  };
  /** Deploys the drafted roster trooper at `at` (RULES.md §11.2), then drafts the next one in reserve. */
  const deployAt = (at: Point): Done | null => {
    const s = seat();
    const { deployDraft: d } = session.getState();
    if (!s || !d.trooperId) {
      session.getState().say('Choose a trooper from your reserve first.', 'error');
      return null;
    }
    const before = pieceIds(s);
    // Minelayer: its Mine goes with it, where the seat set it (RULES.md §18.7.5).
    const { mineSpot } = session.getState();
    const layer = currentView(game.getState(), s)
      .troopers.find((t) => t.id === d.trooperId)
      ?.profile.skills.some((k) => k.skill === 'Minelayer');
    return run(
      {
        type: 'deploy',
        seat: s,
        trooperId: d.trooperId,
        form: d.form,
        at,
        facing: defaultFacing(s),
        ...(d.real ? { real: d.real } : {}),
        ...(d.extraCount !== undefined ? { extraCount: d.extraCount } : {}),
        ...(d.imitates ? { imitates: d.imitates } : {}),
        ...(d.imitates && d.form === 'Holoecho' && d.decoysAsModels ? { decoysAsModels: true } : {}),
        ...(d.hidden ? { hidden: true } : {}),
        ...(d.prone && !d.hidden ? { prone: true } : {}),
        ...(layer && mineSpot ? { mine: mineSpot } : {}),
      },
      (view) => {
        const st = session.getState();
        // On two devices the answer comes after the new view: a player who has chosen the next
        // trooper or its options in between keeps them, and the placing tool.
        if (st.mineSpot === mineSpot && !st.pickingMine) st.setMineSpot(null);
        if (st.deployDraft !== d && st.draftChosen) return;
        st.select(view.pieces.find((p) => !before.has(p.id))?.id ?? null);
        st.draftNext(view.troopers.find((t) => t.form === null && !t.airborne)?.id ?? null);
        // Each placement is deliberate: choose the next trooper's options, then place again (P).
        st.setTool('select');
      },
    );
  };
  return {
    // Undo, redo and the requests to take back or reopen: one command for every button and key.
    ...undoCommands({ game, session }),
    /** A free move; `byAgreement`: to another level, which the players agree on (D169). */
    move: (pieceId: string, to: Point, byAgreement = false) =>
      run({
        type: 'movePiece',
        ...bySeat(),
        pieceId,
        to,
        limit: session.getState().moveLimit,
        ...(byAgreement ? { byAgreement: true } : {}),
      }),
    rotate: (pieceId: string, facing: number) => run({ type: 'rotatePiece', ...bySeat(), pieceId, facing }),
    remove: (pieceId: string) =>
      run({ type: 'removeTrooper', ...bySeat(), pieceId }, () => {
        if (session.getState().selectedId === pieceId) session.getState().select(null);
      }),
    withdraw: (trooperId: string) => {
      const s = seat();
      if (!s) return null;
      return run({ type: 'withdrawTrooper', seat: s, trooperId }, () => {
        session.getState().select(null);
      });
    },
    setReal: (trooperId: string, real: number) => {
      const s = seat();
      return s ? run({ type: 'setReal', seat: s, trooperId, real }) : null;
    },
    moveHidden: (trooperId: string, index: number, to: Point) => {
      const s = seat();
      return s ? run({ type: 'moveHidden', seat: s, trooperId, index, to }) : null;
    },
    /** A Coordinated Order of the troopers behind these pieces, the first leading (RULES.md §18.12.3). */
    coordinated: (pieceIds: string[]) => {
      const s = seat();
      if (!s) return null;
      session.getState().setOrderDraft({});
      session.getState().setProneChoice(null);
      return run({ type: 'coordinated', seat: s, pieceIds });
    },
    activate: (pieceId: string) => {
      const s = seat();
      if (!s) return null;
      session.getState().setOrderDraft({});
      session.getState().setProneChoice(null);
      return run({ type: 'activate', seat: s, pieceId });
    },
    /** Declares a skill; `byAgreement`: a Move to another level the players agree on (D169). */
    declare: (skill: ActiveSkill, target?: string, weapon?: number, byAgreement = false) => {
      const s = seat();
      if (!s) return null;
      const { orderDraft: draft, proneChoice } = session.getState();
      const moving = skill === 'move' || skill === 'cautiousMove';
      // The Prone box goes with the Movement skills only (RULES.md §18.9.1).
      const prone = moving || skill === 'dodge' ? proneChoice : null;
      return run(
        {
          type: 'declare',
          seat: s,
          skill,
          ...(moving ? { to: draft } : {}),
          ...(target ? { target } : {}),
          ...(weapon ? { weapon } : {}),
          ...(prone !== null ? { prone } : {}),
          ...(moving && byAgreement ? { byAgreement: true } : {}),
        },
        () => {
          // Only what was declared is cleared: a draft or a Prone choice made since stays (on two
          // devices the answer comes after the new view).
          const st = session.getState();
          if (st.orderDraft === draft) st.setOrderDraft({});
          if (st.proneChoice === proneChoice) st.setProneChoice(null);
        },
      );
    },
    /** Place Deployable at the Mine spot set on the table or by the panel (RULES.md §18.7.1, §18.7.6). */
    placeMine: (intuitive: boolean) => {
      const s = seat();
      const at = session.getState().mineSpot;
      if (!s || !at) return null;
      return run(
        {
          type: 'declare',
          seat: s,
          skill: 'placeDeployable',
          at,
          ...(intuitive ? { intuitive: true } : {}),
        },
        () => {
          if (session.getState().mineSpot === at) session.getState().setMineSpot(null);
        },
      );
    },
    /** Place Deployable as an ARO, the Mine at the spot set (RULES.md §18.7.1). */
    aroMine: (reactorId: string, target: string | undefined) => {
      const s = seat();
      const at = session.getState().mineSpot;
      if (!s || !at) return null;
      return run(
        { type: 'aro', seat: s, reactorId, choice: 'placeDeployable', at, ...(target ? { target } : {}) },
        () => {
          if (session.getState().mineSpot === at) session.getState().setMineSpot(null);
        },
      );
    },
    aro: (reactorId: string, choice: AroChoice, target?: string, weapon?: number, prone?: boolean) => {
      const s = seat();
      return s
        ? run({
            type: 'aro',
            seat: s,
            reactorId,
            choice,
            ...(target ? { target } : {}),
            ...(weapon ? { weapon } : {}),
            ...(prone !== undefined && choice === 'dodge' ? { prone } : {}),
          })
        : null;
    },
    replace: () => {
      const s = seat();
      const view = s ? currentView(game.getState(), s) : undefined;
      const pending = view?.replacement;
      if (!s || !pending) return null;
      const d = session.getState().replaceDraft;
      const facing = d.facing ?? view.pieces.find((p) => p.id === pending.pieceId)?.facing ?? 0;
      return run(
        {
          type: 'replace',
          seat: s,
          pieceId: pending.pieceId,
          mode: d.edgeToward ? { edgeToward: d.edgeToward } : 'centre',
          ...(pending.keepFacing === null ? { facing } : {}),
        },
        () => {
          if (session.getState().replaceDraft === d) {
            session.getState().setReplaceDraft({ edgeToward: null, facing: null });
          }
        },
      );
    },
    alertTurn: (pieceId: string, facing: number) => {
      const s = seat();
      return s ? run({ type: 'alertTurn', seat: s, pieceId, facing }) : null;
    },
    alertDone: () => {
      const s = seat();
      return s ? run({ type: 'alertDone', seat: s }) : null;
    },
    proposeEnd: () => {
      const s = seat();
      return s ? run({ type: 'proposeEnd', seat: s }) : null;
    },
    answerEnd: (accept: boolean) => {
      const s = seat();
      return s ? run({ type: 'answerEnd', seat: s, accept }) : null;
    },
    holoechoOn: (pieceId: string) => {
      const s = seat();
      return s ? run({ type: 'holoechoOn', seat: s, pieceId }) : null;
    },
    endAros: () => {
      const s = seat();
      return s ? run({ type: 'endAros', seat: s }) : null;
    },
    activateHidden: (trooperId: string, asCamo = false) => {
      const s = seat();
      if (!s) return null;
      session.getState().setOrderDraft({});
      return run({ type: 'activateHidden', seat: s, trooperId, ...(asCamo ? { asCamo: true } : {}) });
    },
    dodgeMove: (pieceId: string, to?: Point) => {
      const s = seat();
      return s ? run({ type: 'dodgeMove', seat: s, pieceId, ...(to ? { to } : {}) }) : null;
    },
    endTurn: () => {
      const s = seat();
      return s ? run({ type: 'endTurn', seat: s }) : null;
    },
    /** A Command Token spent so the trooper behind a piece ignores Retreat! (RULES.md §18.10.3). */
    exemptFromRetreat: (pieceId: string) => {
      const s = seat();
      return s ? run({ type: 'commandToken', seat: s, use: 'retreatExempt', pieceId }) : null;
    },
    endImpetuous: () => {
      const s = seat();
      return s ? run({ type: 'endImpetuous', seat: s }) : null;
    },
    /** Forms or disbands a Fireteam, or changes its Team Leader (RULES.md §18.12.1). */
    fireteam: (a: FireteamIntent) => {
      const s = seat();
      return s ? run({ ...a, seat: s }) : null;
    },
    /** Keeps the trooper off the table in Airborne Deployment (RULES.md §18.11.1). */
    keepAirborne: (trooperId: string) => {
      const s = seat();
      if (!s) return null;
      return run({ type: 'keepAirborne', seat: s, trooperId }, (view) => {
        const st = session.getState();
        if (st.draftChosen && st.deployDraft.trooperId !== trooperId) return;
        st.draftNext(view.troopers.find((t) => t.form === null && !t.airborne)?.id ?? null);
      });
    },
    endDeployment: () => {
      const s = seat();
      return s ? run({ type: 'endDeployment', seat: s }) : null;
    },
    place: (at: Point) => {
      // The click sets the spot of the seat's next Mine (RULES.md §18.7), checked live as it hovers.
      if (session.getState().pickingMine) {
        session.getState().setMineSpot(at);
        session.getState().setTool('select');
        session.getState().say(`Mine spot set at (${at.x.toFixed(1)}, ${at.y.toFixed(1)}).`, 'info');
        return null;
      }
      // A trooper kept off the table lands where the click is (RULES.md §18.11).
      const arrival = session.getState().arrivalDraft;
      const s = seat();
      const view = s ? currentView(game.getState(), s) : null;
      if (arrival && s && view?.phase.kind === 'turn') {
        const lander = view.troopers.find((t) => t.id === arrival.trooperId);
        const radius = baseRadiusInches(lander?.profile.s ?? 2);
        return run(
          {
            type: 'arrive',
            seat: s,
            ...arrival,
            at: arrival.skill === 'Parachutist' ? snapToEdge(view.table, at, radius) : at,
            facing: defaultFacing(s),
          },
          () => {
            // A landing chosen since (on two devices the answer comes after the new view) stays armed.
            if (session.getState().arrivalDraft !== arrival) return;
            session.getState().setArrivalDraft(null);
            session.getState().setTool('select');
          },
        );
      }
      if (currentStatus(game.getState()).mode === 'game') return deployAt(at);
      const { placement } = session.getState();
      const before = pieceIds(session.getState().viewer);
      return run(
        {
          type: 'deployTrooper',
          ...placement,
          profile: findProfile(placement.profileId),
          at,
          facing: defaultFacing(placement.seat),
        },
        (view) => {
          session.getState().select(view.pieces.find((p) => !before.has(p.id))?.id ?? null);
        },
      );
    },
    addScenery: (name: string, height: SceneryHeight, polygon: Point[], heightIn?: number) => {
      const viewer = session.getState().viewer;
      const before = new Set(currentView(game.getState(), viewer).scenery.map((x) => x.id));
      const h = heightIn === undefined ? {} : { heightIn };
      return run({ type: 'addScenery', name, height, ...h, polygon }, (view) => {
        session.getState().selectScenery(view.scenery.find((x) => !before.has(x.id))?.id ?? null);
      });
    },
    updateScenery: (
      id: string,
      change: { name?: string; height?: SceneryHeight; heightIn?: number | null; polygon?: Point[] },
    ) => run({ type: 'updateScenery', id, ...change }),
    removeScenery: (id: string) => {
      return run({ type: 'removeScenery', id }, () => {
        session.getState().selectScenery(null);
      });
    },
  };
}

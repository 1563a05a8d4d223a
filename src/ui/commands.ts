import { useMemo } from 'react';
import type { Action, ActiveSkill, AroChoice, View, Viewer } from '../engine/index.ts';
import { defaultFacing, type Point, type SceneryHeight, type Seat, type Violation } from '../rules/index.ts';
import { currentStatus, currentView, undoPreview, useStoreApis } from '../store/index.ts';
import { findProfile } from '../content/index.ts';

/** What a command did: the view of the screen's viewer after it, or the reasons it was refused. */
export type Done = { ok: true; view: View } | { ok: false; violations: Violation[] };

/**
 * Every change the UI asks for goes through here: one engine action, then one status line
 * the viewer may read (the violation messages, or the viewer's own log line).
 */
export function useCommands() {
  const { game, session } = useStoreApis();
  return useMemo(() => {
    const run = (action: Action): Done => {
      const r = game.getState().dispatch(action);
      const { say, viewer } = session.getState();
      if (!r.ok) {
        say(r.violations.map((v) => v.message).join(' '), 'error');
        return { ok: false, violations: r.violations };
      }
      const view = currentView(game.getState(), viewer);
      const line = view.log.at(-1);
      say(line ? line.text : 'Done.', 'ok');
      return { ok: true, view };
    };
    /** The ids of the pieces `viewer` sees now, to find the one an action adds. */
    const pieceIds = (viewer: Viewer) =>
      new Set(currentView(game.getState(), viewer).pieces.map((p) => p.id));
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
      const r = run({
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
      });
      if (r.ok) {
        const st = session.getState();
        st.select(currentView(game.getState(), s).pieces.find((p) => !before.has(p.id))?.id ?? null);
        const next = currentView(game.getState(), s).troopers.find((t) => t.form === null);
        st.setDeployDraft({
          trooperId: next?.id ?? null,
          form: 'model',
          imitates: null,
          hidden: false,
          real: 0,
        });
        // Each placement is deliberate: choose the next trooper's options, then place again (P).
        st.setTool('select');
      }
      return r;
    };
    return {
      move: (pieceId: string, to: Point) =>
        run({ type: 'movePiece', ...bySeat(), pieceId, to, limit: session.getState().moveLimit }),
      rotate: (pieceId: string, facing: number) => run({ type: 'rotatePiece', ...bySeat(), pieceId, facing }),
      remove: (pieceId: string) => {
        const r = run({ type: 'removeTrooper', ...bySeat(), pieceId });
        if (r.ok) session.getState().select(null);
        return r;
      },
      withdraw: (trooperId: string) => {
        const s = seat();
        if (!s) return null;
        const r = run({ type: 'withdrawTrooper', seat: s, trooperId });
        if (r.ok) session.getState().select(null);
        return r;
      },
      setReal: (trooperId: string, real: number) => {
        const s = seat();
        return s ? run({ type: 'setReal', seat: s, trooperId, real }) : null;
      },
      moveHidden: (trooperId: string, index: number, to: Point) => {
        const s = seat();
        return s ? run({ type: 'moveHidden', seat: s, trooperId, index, to }) : null;
      },
      activate: (pieceId: string) => {
        const s = seat();
        if (!s) return null;
        session.getState().setOrderDraft({});
        return run({ type: 'activate', seat: s, pieceId });
      },
      declare: (skill: ActiveSkill, target?: string, weapon?: number) => {
        const s = seat();
        if (!s) return null;
        const draft = session.getState().orderDraft;
        const moving = skill === 'move' || skill === 'cautiousMove';
        const r = run({
          type: 'declare',
          seat: s,
          skill,
          ...(moving ? { to: draft } : {}),
          ...(target ? { target } : {}),
          ...(weapon ? { weapon } : {}),
        });
        if (r.ok) session.getState().setOrderDraft({});
        return r;
      },
      aro: (reactorId: string, choice: AroChoice, target?: string, weapon?: number) => {
        const s = seat();
        return s
          ? run({
              type: 'aro',
              seat: s,
              reactorId,
              choice,
              ...(target ? { target } : {}),
              ...(weapon ? { weapon } : {}),
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
        const r = run({
          type: 'replace',
          seat: s,
          pieceId: pending.pieceId,
          mode: d.edgeToward ? { edgeToward: d.edgeToward } : 'centre',
          ...(pending.keepFacing === null ? { facing } : {}),
        });
        if (r.ok) session.getState().setReplaceDraft({ edgeToward: null, facing: null });
        return r;
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
      endDeployment: () => {
        const s = seat();
        return s ? run({ type: 'endDeployment', seat: s }) : null;
      },
      place: (at: Point) => {
        if (currentStatus(game.getState()).mode === 'game') return deployAt(at);
        const { placement } = session.getState();
        const before = pieceIds(session.getState().viewer);
        const r = run({
          type: 'deployTrooper',
          ...placement,
          profile: findProfile(placement.profileId),
          at,
          facing: defaultFacing(placement.seat),
        });
        if (r.ok) session.getState().select(r.view.pieces.find((p) => !before.has(p.id))?.id ?? null);
        return r;
      },
      addScenery: (name: string, height: SceneryHeight, polygon: Point[]) => {
        const viewer = session.getState().viewer;
        const before = new Set(currentView(game.getState(), viewer).scenery.map((x) => x.id));
        const r = run({ type: 'addScenery', name, height, polygon });
        if (r.ok) session.getState().selectScenery(r.view.scenery.find((x) => !before.has(x.id))?.id ?? null);
        return r;
      },
      updateScenery: (id: string, change: { name?: string; height?: SceneryHeight; polygon?: Point[] }) =>
        run({ type: 'updateScenery', id, ...change }),
      removeScenery: (id: string) => {
        const r = run({ type: 'removeScenery', id });
        if (r.ok) session.getState().selectScenery(null);
        return r;
      },
      undo: () => {
        const v = game.getState().undo(session.getState().viewer);
        session.getState().say(v ? v.message : 'Undone.', v ? 'error' : 'ok');
      },
      /** What the seat at the screen would ask to take back: its own last step (issue: honest undo). */
      undoPreview: () => {
        return undoPreview(game.getState(), session.getState().viewer);
      },
      requestUndo: () => {
        const v = game.getState().requestUndo(session.getState().viewer);
        if (v) session.getState().say(v.message, 'error');
        else session.getState().raiseCurtain();
        return v;
      },
      answerUndo: (accept: boolean) => {
        const v = game.getState().answerUndo(session.getState().viewer, accept);
        if (v) session.getState().say(v.message, 'error');
        else session.getState().raiseCurtain();
      },
      redo: () => {
        const v = game.getState().redoStep(session.getState().viewer);
        session.getState().say(v ? v.message : 'Redone.', v ? 'error' : 'ok');
      },
    };
  }, [game, session]);
}

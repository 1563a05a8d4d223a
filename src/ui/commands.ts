import { useMemo } from 'react';
import type { Action, ActiveSkill, AroChoice, View, Viewer } from '../engine/index.ts';
import { defaultFacing, type Point, type SceneryHeight, type Seat, type Violation } from '../rules/index.ts';
import { currentStatus, currentView, undoPreview, useStoreApis } from '../store/index.ts';
import { findProfile } from '../content/index.ts';
import type { Ask } from '../match/judge.ts';
import type { Answered } from '../store/remoteMatch.ts';

/**
 * What a command did: the view of the screen's viewer after it, or the reasons it was refused; on two
 * devices, that it was sent (the server's answer is said when it comes, and `after` runs then).
 */
export type Done = { ok: true; view: View } | { ok: false; violations: Violation[] } | { ok: 'sent' };

/**
 * Every change the UI asks for goes through here: one engine action, then one status line
 * the viewer may read (the violation messages, or the viewer's own log line).
 */
export function useCommands() {
  const { game, session } = useStoreApis();
  return useMemo(() => {
    /** Says the outcome: the violations, or the viewer's own newest log line; runs `after` on success. */
    const told = (r: Answered, after?: (view: View) => void): Done => {
      const { say, viewer } = session.getState();
      if (!r.ok) {
        say(r.violations.map((v) => v.message).join(' '), 'error');
        return { ok: false, violations: r.violations };
      }
      const view = currentView(game.getState(), viewer);
      const line = view.log.at(-1);
      say(line ? line.text : 'Done.', 'ok');
      after?.(view);
      return { ok: true, view };
    };
    /**
     * One ask through the store's port: answered at once by the referee in this page, or on two
     * devices when the server has judged and kept it (then `done` runs, and the command says 'sent').
     */
    const ask = (a: Ask, done: (r: Answered) => Done): Done => {
      const r = game.getState().ask(session.getState().viewer, a);
      if (r instanceof Promise) {
        void r.then(done);
        return { ok: 'sent' };
      }
      return done(r);
    };
    const run = (action: Action, after?: (view: View) => void): Done =>
      ask({ type: 'play', action }, (r) => told(r, after));
    /** Undo, redo and undo requests: the violation, or null, for `done` to say. */
    const decide = (a: Ask, done: (v: Violation | null) => void): void => {
      ask(a, (r) => {
        done(r.ok ? null : (r.violations[0] ?? null));
        return r.ok ? { ok: 'sent' } : { ok: false, violations: r.violations };
      });
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
        },
        (view) => {
          const st = session.getState();
          st.select(view.pieces.find((p) => !before.has(p.id))?.id ?? null);
          const next = view.troopers.find((t) => t.form === null);
          st.setDeployDraft({
            trooperId: next?.id ?? null,
            form: 'model',
            imitates: null,
            hidden: false,
            real: 0,
          });
          // Each placement is deliberate: choose the next trooper's options, then place again (P).
          st.setTool('select');
        },
      );
    };
    return {
      move: (pieceId: string, to: Point) =>
        run({ type: 'movePiece', ...bySeat(), pieceId, to, limit: session.getState().moveLimit }),
      rotate: (pieceId: string, facing: number) => run({ type: 'rotatePiece', ...bySeat(), pieceId, facing }),
      remove: (pieceId: string) =>
        run({ type: 'removeTrooper', ...bySeat(), pieceId }, () => {
          session.getState().select(null);
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
        return run(
          {
            type: 'declare',
            seat: s,
            skill,
            ...(moving ? { to: draft } : {}),
            ...(target ? { target } : {}),
            ...(weapon ? { weapon } : {}),
          },
          () => {
            session.getState().setOrderDraft({});
          },
        );
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
        return run(
          {
            type: 'replace',
            seat: s,
            pieceId: pending.pieceId,
            mode: d.edgeToward ? { edgeToward: d.edgeToward } : 'centre',
            ...(pending.keepFacing === null ? { facing } : {}),
          },
          () => {
            session.getState().setReplaceDraft({ edgeToward: null, facing: null });
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
      endDeployment: () => {
        const s = seat();
        return s ? run({ type: 'endDeployment', seat: s }) : null;
      },
      place: (at: Point) => {
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
      addScenery: (name: string, height: SceneryHeight, polygon: Point[]) => {
        const viewer = session.getState().viewer;
        const before = new Set(currentView(game.getState(), viewer).scenery.map((x) => x.id));
        return run({ type: 'addScenery', name, height, polygon }, (view) => {
          session.getState().selectScenery(view.scenery.find((x) => !before.has(x.id))?.id ?? null);
        });
      },
      updateScenery: (id: string, change: { name?: string; height?: SceneryHeight; polygon?: Point[] }) =>
        run({ type: 'updateScenery', id, ...change }),
      removeScenery: (id: string) => {
        return run({ type: 'removeScenery', id }, () => {
          session.getState().selectScenery(null);
        });
      },
      undo: () => {
        decide({ type: 'undo' }, (v) => {
          session.getState().say(v ? v.message : 'Undone.', v ? 'error' : 'ok');
        });
      },
      /** What the seat at the screen would ask to take back: its own last step (issue: honest undo). */
      undoPreview: () => {
        return undoPreview(game.getState(), session.getState().viewer);
      },
      requestUndo: () => {
        decide({ type: 'requestUndo' }, (v) => {
          if (v) session.getState().say(v.message, 'error');
          // On one screen the other seat answers at its own turn of the screen; on two devices, on its own.
          else if (!game.getState().remote) session.getState().raiseCurtain();
          else session.getState().say('Asked: the other player answers on their device.', 'ok');
        });
      },
      answerUndo: (accept: boolean) => {
        decide({ type: 'answerUndo', accept }, (v) => {
          if (v) session.getState().say(v.message, 'error');
          else if (!game.getState().remote) session.getState().raiseCurtain();
        });
      },
      redo: () => {
        decide({ type: 'redo' }, (v) => {
          session.getState().say(v ? v.message : 'Redone.', v ? 'error' : 'ok');
        });
      },
    };
  }, [game, session]);
}

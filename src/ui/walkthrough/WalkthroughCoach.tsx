import { ruledText } from '../../rules/index.ts';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import './walkthrough.css';
import {
  isResultSeen,
  lastOrderCard,
  currentView,
  useGame,
  useSession,
  useStoreApis,
} from '../../store/index.ts';
import { WALK_DONE, WALK_STEPS } from '../../content/walkthrough.ts';
import { RuleText } from '../help/RulesHelp.tsx';
import {
  STEP_COUNT,
  backMove,
  walkFacts,
  walkPosition,
  type WalkFacts,
  type WalkPosition,
} from './walkSteps.ts';
import { useWalkthrough, walkthroughApi } from './walkthroughStore.ts';
import { startWalkthrough } from './startWalkthrough.ts';
import { useDeviceWords, type DeviceWords } from '../pointer.ts';

/** Whether the seat at the screen has dismissed the last Order's result card (as ResultCardPanel reads it). */
function useCardSeen(atScreen: 'A' | 'B' | null): boolean {
  const view = useGame((g) => (atScreen ? currentView(g, atScreen) : null));
  const game = useGame((g) => g.gameId);
  const seen = useSession((s) => (atScreen ? s.resultSeen[atScreen] : undefined));
  return useMemo(() => {
    if (!view) return false;
    const card = lastOrderCard(view.log);
    return card !== null && isResultSeen(seen, game, card.endSeq);
  }, [view, seen, game]);
}

/** The walkthrough's facts of the game on the table: its public view and the session of the screen. */
function useFacts(): WalkFacts {
  const publicView = useGame((g) => currentView(g, 'public'));
  const viewer = useSession((s) => s.viewer);
  const curtainUp = useSession((s) => s.curtainUp);
  const selectedId = useSession((s) => s.selectedId);
  const orderDraft = useSession((s) => s.orderDraft);
  const atScreen = !curtainUp && (viewer === 'A' || viewer === 'B') ? viewer : null;
  const cardSeen = useCardSeen(atScreen);
  // The public view: the card is shown over the curtain too, so it reads nothing a seat's view would.
  return walkFacts(publicView, { viewer, curtainUp, selectedId, orderDraft }, cardSeen);
}

/** What the card asks for at this position, in the player's words. */
function todoText(p: WalkPosition, Tap: DeviceWords['Tap']): string {
  const step = WALK_STEPS[p.index];
  if (!step) return WALK_DONE.text;
  if (p.cue === 'pass' && step.id !== 'handover' && p.passTo) {
    return `Pass the screen to Player ${p.passTo}, who presses “I am Player ${p.passTo}”.`;
  }
  if (p.cue === 'select') return step.select ? `${Tap} ${step.select}` : step.todo;
  if (p.cue === 'pending') return step.pending ?? step.todo;
  return step.todo;
}

/**
 * The coach card of the walkthrough (issue: a first game in 60 seconds): the current step of one
 * Order and what to do, worked out from the game as it is played on the real table. Not modal: it sits
 * at the bottom of the table (or of the curtain) and leaves the table to the player. Escape or "Skip
 * walkthrough" ends it at any step; "Back" takes back the last step while the screen has not changed
 * hands; "Restart" sets the table up again.
 */
export function WalkthroughCoach({ place }: { place: 'table' | 'curtain' }) {
  const stores = useStoreApis();
  const walk = walkthroughApi();
  const gameId = useGame((g) => g.gameId);
  const coached = useWalkthrough((w) => w.gameId);
  const finished = useWalkthrough((w) => w.finished);
  const focusCard = useWalkthrough((w) => w.focusCard);
  const facts = useFacts();
  const position = walkPosition(facts);
  const [more, setMore] = useState(false);
  const [busy, setBusy] = useState(false);
  const cardRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  /** Where the focus was before it came into the card: it goes back there when the card closes. */
  const cameFrom = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const ours = coached === gameId;
  const done = finished || position.cue === 'done';

  useEffect(() => {
    if (ours && position.cue === 'done' && !finished) walk.getState().finish();
  }, [ours, position.cue, finished, walk]);
  useEffect(() => {
    if (!focusCard) return;
    headingRef.current?.focus();
    walk.getState().cardFocused();
  }, [focusCard, walk]);

  const back = done || !ours ? null : backMove(facts);
  const words = useDeviceWords();

  /** Closes the card, the focus going back where it came from (or to the table). */
  const close = () => {
    const inCard = cardRef.current?.contains(document.activeElement) === true;
    if (inCard) {
      const table = document.querySelector<HTMLElement>('[data-testid="table-canvas"]');
      const target = cameFrom.current?.isConnected ? cameFrom.current : table;
      target?.focus();
    }
    walk.getState().stop();
  };
  const restart = async () => {
    setBusy(true);
    const problem = await startWalkthrough(stores);
    setBusy(false);
    if (problem) stores.session.getState().say(problem, 'error');
  };
  const goBack = () => {
    if (back === 'clearDraft') stores.session.getState().setOrderDraft({});
    if (back === 'undoActivation') {
      const problem = stores.game.getState().undo('A');
      if (problem) stores.session.getState().say(problem.message, 'error', problem.rules);
    }
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    e.preventDefault();
    e.stopPropagation();
    close();
  };

  const step = WALK_STEPS[position.index];
  const title = !ours
    ? 'Walkthrough paused'
    : done
      ? WALK_DONE.title
      : `Step ${String(position.index + 1)} of ${String(STEP_COUNT)} · ${step?.title ?? ''}`;
  const todoRules = ours && done ? WALK_DONE.rules : undefined;
  const todo = !ours
    ? 'Another game is on the table now. Restart to set up the walkthrough’s table again, or close the walkthrough.'
    : done
      ? WALK_DONE.text
      : todoText(position, words.Tap);
  return (
    <section
      ref={cardRef}
      className={`walk-card walk-${place}`}
      aria-labelledby={titleId}
      data-testid="walkthrough"
      data-step={ours ? (done ? 'done' : (step?.id ?? 'done')) : 'paused'}
      data-cue={ours ? position.cue : 'paused'}
      data-more={more ? 'true' : 'false'}
      onKeyDown={onKeyDown}
      onFocus={(e) => {
        const from = e.relatedTarget;
        if (from instanceof HTMLElement && !e.currentTarget.contains(from)) cameFrom.current = from;
      }}
    >
      <h2 id={titleId} ref={headingRef} tabIndex={-1} className="walk-title">
        {title}
      </h2>
      {ours && (
        <ol className="walk-dots" aria-hidden="true">
          {WALK_STEPS.map((s, i) => (
            <li
              key={s.id}
              className={done || i < position.index ? 'done' : i === position.index ? 'now' : ''}
            />
          ))}
        </ol>
      )}
      <p className="walk-todo" data-testid="walkthrough-todo">
        {/* Whoever is asked looks at the screen: the card is passed over otherwise. */}
        {ours && !done && facts.atScreen && position.cue !== 'pass' && (
          <span className="walk-seat">Player {facts.atScreen}: </span>
        )}
        <RuleText text={todo} rules={todoRules} />
      </p>
      {ours && !done && step && (
        <p className="walk-why hint">
          <RuleText text={step.why} rules={step.rules} />
        </p>
      )}
      {/* Each new step is said to a screen reader; the card itself keeps still. */}
      <p className="sr-only" aria-live="polite">
        {ours ? `${title}. ${ruledText({ text: todo, rules: todoRules })}` : ''}
      </p>
      <div className="walk-buttons">
        {ours && !done && (
          <button type="button" className="walk-extra" onClick={goBack} disabled={back === null}>
            Back
          </button>
        )}
        <button
          type="button"
          className={ours && !done ? 'walk-extra' : undefined}
          disabled={busy}
          onClick={() => {
            void restart();
          }}
        >
          Restart
        </button>
        {ours && !done && (
          <button
            type="button"
            className="walk-more"
            aria-expanded={more}
            onClick={() => {
              setMore(!more);
            }}
          >
            More
          </button>
        )}
        {done || !ours ? (
          <button type="button" className="primary" onClick={close}>
            {ours ? 'Finish' : 'Close'}
          </button>
        ) : (
          <button type="button" onClick={close} title="Escape">
            Skip<span className="walk-long"> walkthrough</span>
          </button>
        )}
      </div>
    </section>
  );
}

import { Suspense, useState } from 'react';
import { stepsPlayed, useSession, useStoreApis, useView } from '../../store/index.ts';
import { useCommands } from '../commands.ts';
import { OrderControls } from './OrderControls.tsx';
import { ReopenGame } from './ReopenGame.tsx';
import { RuleLink, RuleText, SectionLink } from '../help/RulesHelp.tsx';
import { ImpetuousPhaseBox, RetreatBadges } from './ImpetuousRetreat.tsx';
import { AirborneControls } from './AirborneControls.tsx';
import { CommandTokens, RetreatExemptButton } from './CommandTokens.tsx';
import { CoordinatedPicker } from './CoordinatedPicker.tsx';
import { activateLabel } from './TeamOrderNote.tsx';
import { withRules } from '../withRules.ts';
import { lazyPart } from '../lazyPart.ts';

const ReplacementPanel = lazyPart(() => import('./ReplacementPanel.tsx'), 'ReplacementPanel');
const AlertPanel = lazyPart(() => import('./AlertPanel.tsx'), 'AlertPanel');

/**
 * The Player Turn (RULES.md §11.3): the round, whose turn it is and the Orders left; for the active
 * seat its pool and Irregular Orders, and ending the turn (unspent Orders are lost, so it asks first).
 */
export function TurnPanel() {
  const view = useView();
  const commands = useCommands();
  const { game, session } = useStoreApis();
  const [confirming, setConfirming] = useState(false);
  const selectedId = useSession((s) => s.selectedId);
  const phase = view.phase;
  if (phase.kind === 'over') {
    return (
      <section className="panel" aria-labelledby="turn-title">
        <h2 id="turn-title">Game over</h2>
        <p className="hint" data-testid="turn-phase">
          <RuleText
            text={`${phase.text[0]?.toUpperCase() ?? ''}${phase.text.slice(1)}.`}
            rules={phase.rules}
          />
        </p>
        <button
          type="button"
          className="primary"
          onClick={() => {
            // The review replays the game: it opens once the rules engine is here.
            withRules(session, () => {
              session.getState().setReview({ index: stepsPlayed(game.getState()), lens: 'referee' });
            });
          }}
        >
          Review the game, everything revealed
        </button>
        <ReopenGame />
      </section>
    );
  }
  const order = phase.order;
  const active = !order && phase.acting !== undefined && phase.acting === view.viewer;
  const left = phase.ordersLeft ?? 0;
  const selected = view.pieces.find((p) => p.id === selectedId && p.owner === view.viewer);
  // Own troopers still in Hidden Deployment: each may reveal and act with its own Order (RULES.md §10.2).
  const hidden = view.troopers.filter((t) => t.owner === view.viewer && t.hidden);
  // States Phase (RULES.md §10.4, T40): own Holoecho troopers standing as a single model.
  const holoechoes = view.troopers.filter(
    (t) =>
      t.owner === view.viewer &&
      !t.hidden &&
      t.form === 'model' &&
      t.pieceIds.length === 1 &&
      t.profile.skills.some((k) => k.skill === 'Holoecho'),
  );
  const inStates = phase.statesPhase === true;
  if (view.endProposedBy) {
    return (
      <section className="panel" aria-labelledby="end-title" data-testid="end-proposal">
        <h2 id="end-title">End the game?</h2>
        <p>
          Player {view.endProposedBy} proposes to end the game here. If you agree, it is over and both of you
          may review it with everything revealed.
        </p>
        <div className="row buttons">
          <button type="button" className="primary" onClick={() => commands.answerEnd(true)}>
            Agree: end the game
          </button>
          <button type="button" onClick={() => commands.answerEnd(false)}>
            Play on
          </button>
        </div>
      </section>
    );
  }
  if (view.replacement) {
    return (
      <Suspense fallback={null}>
        <ReplacementPanel />
      </Suspense>
    );
  }
  if (view.alert) {
    return (
      <Suspense fallback={null}>
        <AlertPanel />
      </Suspense>
    );
  }
  return (
    <section className="panel" aria-labelledby="turn-title">
      <h2 id="turn-title">
        Round {phase.round} · Player {phase.active}'s turn
      </h2>
      <p className="orders-left" data-testid="orders-left">
        {left} Order{left === 1 ? '' : 's'} left
      </p>
      {active && phase.pool !== undefined && (
        <p className="hint" data-testid="order-pool">
          {phase.pools
            ? phase.pools.map((g) => `Combat Group ${String(g.group)}: ${String(g.orders)}`).join(' · ')
            : `Pool: ${String(phase.pool)}`}
          {phase.irregular?.length
            ? ` · Irregular: ${phase.irregular.map((i) => `${i.name} (${String(i.orders)})`).join(', ')}`
            : ''}{' '}
          <RuleLink rules={['orders.pool']} />
        </p>
      )}
      <CommandTokens view={view} />
      {active && <RetreatExemptButton view={view} selected={selected} />}
      {active && !inStates && !phase.impetuousPhase && <CoordinatedPicker view={view} />}
      {view.edition !== undefined && (
        <p className="hint" data-testid="rules-edition">
          {view.edition < 2
            ? 'This game was begun before close combat, Retreat! and the Combat Groups’ own Order pools were played here: it goes on under the rules it began with (no Engaged State, no Retreat!, one Order pool for the whole army).'
            : 'This game was begun before each Combat Group had its own Order pool here: it goes on under the rules it began with, one Order pool for the whole army.'}
        </p>
      )}
      <RetreatBadges view={view} />
      <ImpetuousPhaseBox view={view} acting={active} />
      {order && <OrderControls view={view} />}
      {active && (
        <div className="row buttons">
          <button
            type="button"
            className="primary"
            disabled={!selected || (left === 0 && !phase.impetuousPhase) || inStates}
            onClick={() => {
              if (selected) commands.activate(selected.id);
            }}
          >
            {selected
              ? activateLabel(view, selected.id, selected.label)
              : 'Activate: select one of your pieces'}
          </button>
        </div>
      )}
      {active && holoechoes.length > 0 && (
        <div data-testid="states-phase">
          <p className="hint">
            {phase.opening
              ? `The States Phase of Player ${view.viewer === 'A' ? 'B' : 'A'}'s turn has just ended: before your first Order, a Holoecho trooper outside every enemy LoF may still switch its state on for free, and your turn goes on.`
              : 'States Phase: a Holoecho trooper outside every enemy LoF may switch its state on for free; no more Orders are spent this turn afterwards.'}{' '}
            <RuleLink rules={['statesPhase']} />
          </p>
          <div className="row buttons">
            {holoechoes.map((t) => (
              <button
                key={t.id}
                type="button"
                onClick={() => {
                  const id = t.pieceIds[0];
                  if (id) commands.holoechoOn(id);
                }}
              >
                Switch Holoecho on: {t.name}
              </button>
            ))}
          </div>
        </div>
      )}
      {active && inStates && <p className="hint">The States Phase has begun: end the turn when ready.</p>}
      {active && !inStates && !phase.impetuousPhase && (
        <AirborneControls troopers={view.troopers.filter((t) => t.owner === view.viewer && t.airborne)} />
      )}
      {active && hidden.length > 0 && !inStates && (
        <div data-testid="hidden-troopers">
          <p className="hint">
            In <SectionLink rule="hiddenDeployment" /> (its own Order; activating reveals it):
          </p>
          <ul className="plain">
            {hidden.map((t) => (
              <li key={t.id} className="row buttons">
                <button type="button" onClick={() => commands.activateHidden(t.id)}>
                  Reveal and activate {t.name}
                </button>
                {t.profile.skills.some((k) => k.skill === 'Camouflage') && t.form === 'model' && (
                  <button
                    type="button"
                    aria-label={`Reveal ${t.name} as a CAMO marker and activate it`}
                    onClick={() => commands.activateHidden(t.id, true)}
                  >
                    … as a CAMO marker
                  </button>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      {active &&
        (confirming ? (
          <div className="row buttons">
            <button
              type="button"
              className="primary"
              onClick={() => {
                setConfirming(false);
                commands.endTurn();
              }}
            >
              End the turn: {left} Order{left === 1 ? '' : 's'} lost
            </button>
            <button
              type="button"
              onClick={() => {
                setConfirming(false);
              }}
            >
              Keep playing
            </button>
          </div>
        ) : (
          <button
            type="button"
            className="primary handover"
            onClick={() => {
              if (left > 0) setConfirming(true);
              else commands.endTurn();
            }}
          >
            End turn
          </button>
        ))}
      {phase.acting === view.viewer && (
        <button
          type="button"
          className="link"
          onClick={() => {
            if (
              window.confirm(
                'Propose to end the game here? Player ' +
                  (view.viewer === 'A' ? 'B' : 'A') +
                  ' answers at their screen.',
              )
            )
              commands.proposeEnd();
          }}
        >
          Propose to end the game…
        </button>
      )}
    </section>
  );
}

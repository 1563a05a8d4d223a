import { useState } from 'react';
import { type ActiveSkill, type View, type ViewOrder } from '../../engine/index.ts';
import {
  SKILLS,
  discoverOnModelNote,
  isProne,
  weaponsOf,
  type RuleId,
  ruleName,
  type Violation,
} from '../../rules/index.ts';
import {
  declareProblem,
  forcedImpetuousDraft,
  orderBurstText,
  templatePreview,
  useSession,
} from '../../store/index.ts';
import { RuleText, SectionLink, SkillHelp } from '../help/RulesHelp.tsx';
import { ProneBox } from './ProneBox.tsx';
import { ReactorControls } from './ReactorControls.tsx';
import { ReactorsDone } from './ReactorsDone.tsx';
import { PlaceMineControls } from './MineControls.tsx';
import { WeaponPicker, labelOf, tip } from './orderParts.tsx';
import { useCommands } from '../commands.ts';
import { TeamOrderNote } from './TeamOrderNote.tsx';
import { TypedMove } from './TypedMove.tsx';

/** The tooltip of going back into a marker state: an Entire Order, and the state's rule by its name. */
function reentryTip(rule: RuleId): string {
  return `Entire Order: needs the trooper outside every enemy LoF (the rule: ${ruleName(rule)})`;
}

/** The active seat declares a skill for the activated pieces (RULES.md §5.2, §5.3 steps 1.2 and 3). */
function DeclareControls({ view, order }: { view: View; order: ViewOrder }) {
  const commands = useCommands();
  const draft = useSession((s) => s.orderDraft);
  const setOrderDraft = useSession((s) => s.setOrderDraft);
  const first = order.stage === 'first';
  const moved = Object.keys(draft).length > 0;
  const selectedId = useSession((x) => x.selectedId);
  const enemy = view.pieces.find((p) => p.id === selectedId && p.owner !== view.viewer);
  // Two enemy models of one name are told apart by their number (D200).
  const enemyName = enemy ? labelOf(view, enemy.id) : '';
  const trooper = view.troopers.find((t) => t.id === order.trooperId);
  const [weapon, setWeapon] = useState(0);
  const proneChoice = useSession((x) => x.proneChoice);
  const setProneChoice = useSession((x) => x.setProneChoice);
  const proneNow = order.pieceIds.some((id) => isProne(view.pieces.find((p) => p.id === id)?.tokens ?? []));
  // Why a skill cannot be declared now, or null: the engine's rules on this seat's view (RULES.md §5.2, §6, §9).
  const blocked = (k: ActiveSkill): Violation | null =>
    declareProblem(
      view,
      k,
      k === 'bsAttack' || k === 'discover' || k === 'intuitiveAttack' || k === 'ccAttack' || k === 'carbonite'
        ? enemy?.id
        : undefined,
      k === 'bsAttack' || k === 'intuitiveAttack' ? weapon : undefined,
      k === 'move' || k === 'cautiousMove' ? draft : undefined,
      proneChoice,
    ) ?? null;
  const template = templatePreview(view, enemy?.id, weapon);
  const listed = ['move', 'idle', 'bsAttack', 'discover', 'ccAttack', 'dodge', 'reset'] as const;
  const reasons = [...listed, ...(trooper?.profile.hacker ? (['carbonite'] as const) : [])].flatMap((k) => {
    const why =
      k === 'move' && !moved
        ? null
        : (k === 'bsAttack' || k === 'discover' || k === 'ccAttack' || k === 'carbonite') && !enemy
          ? null
          : blocked(k);
    return why ? [[k, why] as const] : [];
  });
  // The marker states this trooper may go back into, while it stands as a single model (RULES.md §10).
  const asModel =
    order.pieceIds.length === 1 && view.pieces.find((p) => p.id === order.pieceIds[0])?.kind === 'model';
  const reentries: ('reenterCamouflage' | 'reenterImpersonation' | 'reenterHoloecho' | 'cybermask')[] = (
    [
      ['Camouflage', 'reenterCamouflage'],
      ['Impersonation', 'reenterImpersonation'],
      ['Holoecho', 'reenterHoloecho'],
    ] as const
  ).flatMap(([need, k]) => (asModel && trooper?.profile.skills.some((x) => x.skill === need) ? [k] : []));
  // A Hacker's Cybermask program hides it the same way, as an IMP-2 marker (RULES.md §18.13).
  if (asModel && trooper?.profile.hacker) reentries.push('cybermask');
  // Intuitive Attack: an Entire Order with a Direct Template weapon against a CAMO marker (RULES.md §6.9).
  const intuitive =
    first && trooper !== undefined && weaponsOf(trooper.profile).some((w) => w.template !== undefined);
  return (
    <div className="order-controls" data-testid="declare-controls">
      <p className="hint">
        {first ? 'First skill' : 'Second skill'} for{' '}
        {order.pieceIds.map((id) => labelOf(view, id)).join(', ')}: drag
        {order.pieceIds.length > 1 ? ' each piece' : ' it'} to where it goes, then declare.
      </p>
      <TeamOrderNote view={view} order={order} />
      {order.impetuous && (
        <p className="hint" data-testid="impetuous-activation">
          <RuleText
            text="Impetuous activation, without an Order: Move + BS Attack, Move + Dodge, Move + Idle or two Moves, and every Move goes into contact with an enemy it can reach, or its full MOV towards the enemy Deployment Zone."
            rules={['impetuous']}
          />{' '}
          <button
            type="button"
            onClick={() => {
              const forced = forcedImpetuousDraft(view);
              if (forced) setOrderDraft(forced);
            }}
          >
            Set the forced Move
          </button>
        </p>
      )}
      <TypedMove view={view} order={order} />
      {moved && (
        <ul className="plain" data-testid="order-draft">
          {Object.entries(draft).map(([id, to]) => (
            <li key={id}>
              {labelOf(view, id)} → ({to.x.toFixed(1)}, {to.y.toFixed(1)})
            </li>
          ))}
        </ul>
      )}
      <ProneBox
        now={proneNow}
        choice={proneChoice}
        onChoose={setProneChoice}
        label="Prone at the end of Move, Cautious Movement or Dodge"
        testId="prone-box"
        helpTestId="prone-help"
      />
      <div className="row buttons">
        <button
          type="button"
          className="primary"
          disabled={!moved || blocked('move') !== null}
          title={tip(blocked('move'))}
          onClick={() => commands.declare('move')}
        >
          Move
        </button>
        {first && (
          <button
            type="button"
            disabled={!moved || blocked('cautiousMove') !== null}
            title={tip(blocked('cautiousMove'))}
            onClick={() => commands.declare('cautiousMove')}
          >
            Cautious Movement
          </button>
        )}
        <button
          type="button"
          disabled={blocked('idle') !== null}
          title={tip(blocked('idle'))}
          onClick={() => commands.declare('idle')}
        >
          Idle
        </button>
      </div>
      {template?.warning && (
        <p className="hint warn" data-testid="template-warning">
          <RuleText text={template.warning.text} rules={template.warning.rules} />
        </p>
      )}
      <p className="hint">
        {enemy ? `Target: ${enemyName}` : 'Select an enemy piece to attack or Discover it.'}
      </p>
      {enemy && discoverOnModelNote(enemy.kind) && (
        <p className="hint" data-testid="discover-model-note">
          {discoverOnModelNote(enemy.kind)}
        </p>
      )}
      <WeaponPicker
        profile={trooper?.profile}
        value={weapon}
        onChange={setWeapon}
        label="Weapon for the attack"
        spent={trooper?.spent}
        burstOf={(w) => orderBurstText(view, w)}
      />
      <div className="row buttons">
        {(['bsAttack', 'discover'] as const).map((k) => (
          <button
            key={k}
            type="button"
            disabled={!enemy || blocked(k) !== null}
            title={tip(blocked(k))}
            onClick={() => commands.declare(k, enemy?.id, k === 'bsAttack' ? weapon : undefined)}
          >
            {SKILLS[k].label}
            {enemy ? ` ${enemyName}` : ''}
          </button>
        ))}
        {intuitive && (
          <button
            type="button"
            disabled={!enemy || blocked('intuitiveAttack') !== null}
            title={
              tip(blocked('intuitiveAttack')) ?? 'Entire Order: a WIP roll lays the template on a CAMO marker'
            }
            onClick={() => commands.declare('intuitiveAttack', enemy?.id, weapon)}
          >
            {SKILLS.intuitiveAttack.label}
            {enemy ? ` ${enemyName}` : ''}
          </button>
        )}
        {/* CC Attack: with the trooper's first CC weapon, on the enemy it touches (RULES.md §18.8.2). */}
        <button
          type="button"
          disabled={!enemy || blocked('ccAttack') !== null}
          title={tip(blocked('ccAttack')) ?? 'Short Skill: needs Silhouette contact and a CC weapon'}
          onClick={() => commands.declare('ccAttack', enemy?.id)}
        >
          {SKILLS.ccAttack.label}
          {enemy ? ` ${enemyName}` : ''}
        </button>
        {/* Carbonite: a Hacker's program on a Hackable enemy inside its Hacking Area (RULES.md §18.13). */}
        {trooper?.profile.hacker && (
          <button
            type="button"
            disabled={!enemy || blocked('carbonite') !== null}
            title={
              tip(blocked('carbonite')) ??
              'Short Skill: a Hackable enemy inside the Hacking Area, no LoF needed'
            }
            onClick={() => commands.declare('carbonite', enemy?.id)}
          >
            {SKILLS.carbonite.label}
            {enemy ? ` ${enemyName}` : ''}
          </button>
        )}
        {(['dodge', 'reset'] as const).map((k) => (
          <button
            key={k}
            type="button"
            disabled={blocked(k) !== null}
            title={tip(blocked(k))}
            onClick={() => commands.declare(k)}
          >
            {SKILLS[k].label}
          </button>
        ))}
      </div>
      <PlaceMineControls view={view} order={order} />
      <SkillHelp
        items={(
          [
            'move',
            'cautiousMove',
            'idle',
            'bsAttack',
            'discover',
            'ccAttack',
            'dodge',
            'reset',
            ...(trooper?.profile.hacker ? (['carbonite'] as const) : []),
            ...(intuitive ? (['intuitiveAttack'] as const) : []),
            ...reentries,
          ] as const
        ).map((k) => ({ skill: k, label: SKILLS[k].label }))}
      />
      {reasons.length > 0 && (
        <ul className="plain hint skill-reasons" data-testid="skill-reasons">
          {reasons.map(([k, why]) => (
            <li key={k}>
              <strong>{SKILLS[k].label}</strong>: <RuleText text={why.message} rules={why.rules} />
            </li>
          ))}
        </ul>
      )}
      {first && reentries.length > 0 && (
        <div className="row buttons">
          {reentries.map((k) => (
            <button
              key={k}
              type="button"
              disabled={blocked(k) !== null}
              title={tip(blocked(k)) ?? reentryTip(SKILLS[k].rule)}
              onClick={() => commands.declare(k)}
            >
              {SKILLS[k].label}
            </button>
          ))}
        </div>
      )}
      {!first && (
        <p className="hint">
          One Order holds one Entire Order, two Short Movement Skills, or one Short Movement Skill and one
          Short Skill (
          <SectionLink rule="orders.combination" />
          ).
        </p>
      )}
    </div>
  );
}

/**
 * What the seat at the screen can do in the Order under way (RULES.md §5.3): the active seat declares
 * skills; the reactive seat declares AROs and makes its Dodge moves. Only the awaited seat sees this.
 */
export function OrderControls({ view }: { view: View }) {
  const commands = useCommands();
  const order = view.phase.order;
  if (!order) return null;
  const awaited = view.phase.acting === view.viewer;
  if (!awaited) return null;
  if (order.stage === 'first' || order.stage === 'second')
    return <DeclareControls view={view} order={order} />;
  if (order.stage === 'aro') {
    const pending = order.reactors.filter((r) => r.status === 'pending');
    return (
      <div className="order-controls" data-testid="aro-controls">
        <p className="hint">
          AROs against {order.pieceIds.map((id) => labelOf(view, id)).join(', ')}: each trooper below may
          react once (<SectionLink rule="aro.limits" />
          ).
        </p>
        <TeamOrderNote view={view} order={order} />
        <ReactorsDone view={view} order={order} />
        {pending.length === 0 && <p className="hint">Nothing of yours may react to this declaration.</p>}
        <ul className="plain">
          {pending.map((r) => (
            <ReactorControls key={r.id} view={view} order={order} id={r.id} />
          ))}
        </ul>
        <div className="row buttons">
          <button type="button" className="handover" onClick={() => commands.endAros()}>
            {pending.length > 0 ? 'Pass with the rest and hand back' : 'No AROs: hand back'}
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className="order-controls" data-testid="dodge-controls">
      <p className="hint">
        A successful Dodge moves up to 2": drag the piece, or let it stay (<SectionLink rule="dodge" />
        ).
      </p>
      <ul className="plain">
        {order.dodges
          .filter((id) => view.pieces.find((p) => p.id === id)?.owner === view.viewer)
          .map((id) => (
            <li key={id}>
              <strong>{labelOf(view, id)}</strong>{' '}
              <button type="button" onClick={() => commands.dodgeMove(id)}>
                Stay
              </button>
            </li>
          ))}
      </ul>
    </div>
  );
}

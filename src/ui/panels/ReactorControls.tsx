import { useState } from 'react';
import { isAroSkill, type View, type ViewOrder } from '../../engine/index.ts';
import {
  IMMOBILIZED_B,
  SKILLS,
  discoverOnModelNote,
  hackable,
  hackingAroOffer,
  isProne,
  mayDelayAgainst,
  validateWeaponLoaded,
  weaponAt,
  type SkillId,
} from '../../rules/index.ts';
import { SectionLink, SkillHelp } from '../help/RulesHelp.tsx';
import { useCommands } from '../commands.ts';
import { aroBurstText } from '../../store/index.ts';
import { ProneBox } from './ProneBox.tsx';
import { AroMineControls } from './MineControls.tsx';
import { WeaponPicker, labelOf, placeOf, tip } from './orderParts.tsx';

/** One reactive piece's ARO: the target, the allowed skills, pass, and delay where allowed (RULES.md §7). */
export function ReactorControls({ view, order, id }: { view: View; order: ViewOrder; id: string }) {
  const commands = useCommands();
  const reactor = order.reactors.find((r) => r.id === id);
  const against = reactor?.against ?? [];
  const [target, setTarget] = useState(against[0]?.pieceId ?? '');
  const [weapon, setWeapon] = useState(0);
  // The Prone box of a Dodge ARO (RULES.md §18.9.1): undefined leaves the trooper as it is.
  const [prone, setProne] = useState<boolean | null>(null);
  const proneNow = isProne(view.pieces.find((p) => p.id === id)?.tokens ?? []);
  const chosen = against.find((a) => a.pieceId === target) ?? against[0];
  // The seat's own trooper behind the reacting piece (or the Hidden Deployment trooper it keys).
  const ownTrooperId = reactor?.hidden
    ? id.slice(id.indexOf(':') + 1)
    : view.pieces.find((p) => p.id === id)?.trooperId;
  const own = view.troopers.find((t) => t.id === ownTrooperId);
  const profile = own?.profile;
  // A spent Disposable weapon cannot be declared (RULES.md §18.9.3): its BS Attack button says why.
  const unloaded = own
    ? validateWeaponLoaded(weaponAt(own.profile, weapon), own.spent?.[String(weapon)] ?? 0, own.name)[0]
    : undefined;
  // A model carrying the HOLOECHO token counts as a Holoecho for delaying (RULES.md §10.4).
  const kinds = order.pieceIds.flatMap((pid) => {
    const p = view.pieces.find((x) => x.id === pid);
    if (!p) return [];
    return p.tokens.includes('HOLOECHO') ? ['HOLOECHO-1' as const] : [p.kind];
  });
  // A Hacker is offered its Hacking Program here, or told why it cannot be declared (RULES.md §18.13.2, D147).
  const targetPiece = view.pieces.find((p) => p.id === chosen?.pieceId);
  const offer =
    profile && chosen
      ? hackingAroOffer({
          hacker: profile,
          targetInArea: chosen.zoc || chosen.area === true,
          targetHackable:
            targetPiece?.hackable ?? (targetPiece?.profile ? hackable(targetPiece.profile) : undefined),
          immobilized: view.pieces.find((p) => p.id === id)?.tokens.includes(IMMOBILIZED_B) === true,
        })
      : null;
  const canDelay = order.skills.length === 1 && mayDelayAgainst(kinds);
  const name = reactor?.hidden ? `${reactor.name ?? 'Trooper'} (Hidden Deployment)` : labelOf(view, id);
  const together = (reactor?.pieceIds ?? []).filter((pid) => pid !== id);
  return (
    <li data-testid="reactor">
      <strong>{name}</strong>{' '}
      <span className="hint">
        {reactor?.hidden ? (
          <>
            from its written position: declaring reveals it (<SectionLink rule="hiddenDeployment" />)
          </>
        ) : (
          placeOf(view, id)
        )}
      </span>
      {together.length > 0 && (
        <span className="hint">
          {' '}
          · reacts as one trooper with {together.map((pid) => labelOf(view, pid)).join(' and ')}
        </span>
      )}
      {chosen && (
        <span className="hint" data-testid="reactor-reach">
          {' '}
          ·{' '}
          {chosen.lof ? (
            'has LoF'
          ) : chosen.zoc ? (
            'in ZoC only (Dodge or Reset)'
          ) : (
            <>
              through its Hacking Area by a Repeater: Reset or a Hacking Program, never seen by your opponent
              unless it declares (<SectionLink rule="repeaters" />)
            </>
          )}
        </span>
      )}
      {chosen && against.length === 1 && (
        <span className="hint" data-testid="reactor-target">
          {' '}
          · its ARO will target the {labelOf(view, chosen.pieceId)}
        </span>
      )}
      {against.length > 1 && (
        <label className="field inline">
          Target:
          <select
            aria-label={`Target of ${name}'s ARO`}
            value={target}
            onChange={(e) => {
              setTarget(e.target.value);
            }}
          >
            {against.map((a) => {
              // Several participants of one Order may share a name (a Coordinated Order of two Line
              // Troopers): each is then told apart by where it stands.
              const label = labelOf(view, a.pieceId);
              const twin = against.some((b) => b.pieceId !== a.pieceId && labelOf(view, b.pieceId) === label);
              const p = view.pieces.find((q) => q.id === a.pieceId);
              return (
                <option key={a.pieceId} value={a.pieceId}>
                  {twin && p ? `${label} at (${p.x.toFixed(1)}, ${p.y.toFixed(1)})` : label}
                </option>
              );
            })}
          </select>
        </label>
      )}
      {chosen?.allowed.includes('discover') && targetPiece && discoverOnModelNote(targetPiece.kind) && (
        <p className="hint" data-testid="discover-model-note">
          {discoverOnModelNote(targetPiece.kind)}
        </p>
      )}
      {chosen?.allowed.includes('bsAttack') && (
        <WeaponPicker
          profile={profile}
          value={weapon}
          onChange={setWeapon}
          label={`Weapon for ${name}'s BS Attack`}
          inAro
          spent={own?.spent}
          burstOf={(w) => aroBurstText(view, id, w)}
        />
      )}
      {chosen?.allowed.includes('dodge') && !reactor?.hidden && (
        <ProneBox
          now={proneNow}
          choice={prone}
          onChoose={setProne}
          label="Prone at the end of the Dodge"
          testId="aro-prone-box"
        />
      )}
      <div className="row buttons">
        {(chosen?.allowed ?? [])
          .filter(isAroSkill)
          .filter((skill) => skill !== 'placeDeployable')
          .map((skill) => (
            <button
              key={skill}
              type="button"
              aria-label={`${name}: ${SKILLS[skill].label}`}
              disabled={skill === 'bsAttack' && unloaded !== undefined}
              title={skill === 'bsAttack' ? tip(unloaded ?? null) : undefined}
              onClick={() =>
                commands.aro(
                  id,
                  skill,
                  chosen?.pieceId,
                  skill === 'bsAttack' ? weapon : undefined,
                  skill === 'dodge' ? (prone ?? undefined) : undefined,
                )
              }
            >
              {SKILLS[skill].label}
            </button>
          ))}
        {offer && offer.reason === null && (
          <button
            type="button"
            aria-label={`${name}: ${SKILLS.carbonite.label}`}
            onClick={() => commands.aro(id, 'carbonite', chosen?.pieceId)}
          >
            {SKILLS.carbonite.label}
          </button>
        )}
        {canDelay && (
          <button type="button" aria-label={`${name}: Delay`} onClick={() => commands.aro(id, 'delay')}>
            Delay
          </button>
        )}
        <button type="button" aria-label={`${name}: Pass`} onClick={() => commands.aro(id, 'pass')}>
          Pass
        </button>
      </div>
      {offer && offer.reason !== null && (
        <p className="hint" data-testid="aro-hacking">
          {offer.program} (Hacking Program) cannot be declared: {offer.reason}.{' '}
          <SectionLink rule="carbonite" />
        </p>
      )}
      {chosen?.allowed.includes('placeDeployable') && (
        <AroMineControls view={view} reactorId={id} target={chosen.pieceId} name={name} />
      )}
      <SkillHelp
        items={[
          ...(chosen?.allowed ?? []).map((skill: SkillId) => ({ skill, label: SKILLS[skill].label })),
          ...(offer && offer.reason === null ? [{ skill: 'carbonite', label: SKILLS.carbonite.label }] : []),
          ...(canDelay ? [{ skill: 'delay', label: 'Delay' }] : []),
          { skill: 'aro', label: 'AROs' },
        ]}
      />
    </li>
  );
}

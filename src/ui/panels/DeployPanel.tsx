import { useEffect } from 'react';
import type { ViewTrooper } from '../../engine/index.ts';
import {
  MIN_EXTRA_PIECES,
  airborneSkillsOf,
  type DeploymentForm,
  type PieceKind,
} from '../../rules/index.ts';
import { useGame, useSession, useStoreApis, useView } from '../../store/index.ts';
import { useCommands } from '../commands.ts';
import { FORM_LABEL, profileLine, skillsLine } from '../format.ts';
import { RuleText, SectionLink } from '../help/RulesHelp.tsx';
import { DeployMine } from './MineControls.tsx';
import { useDeviceWords } from '../pointer.ts';

const MAIN_LABEL: Record<DeploymentForm, string> = {
  model: 'the model',
  CAMO: 'the CAMO marker',
  'IMP-1': 'the IMP-1 marker',
  'IMP-2': 'the IMP-2 marker',
  Holoecho: 'the model',
  Decoy: 'the model',
};

function kindLabel(kind: PieceKind): string {
  return kind === 'model' ? 'the model' : `the ${kind} marker`;
}

/** The pieces of a group in order (main piece first), named for a "which one is real" choice. */
function groupLabels(t: ViewTrooper, form: DeploymentForm): string[] {
  const labels = [MAIN_LABEL[form], ...(t.extras[form] ?? []).map(kindLabel)];
  // A Decoy user in Marker form places markers of one kind: number them in the order they are placed.
  return labels.map((l, i) => (labels.indexOf(l) !== labels.lastIndexOf(l) ? `${l} ${String(i + 1)}` : l));
}

const MASKABLE: readonly DeploymentForm[] = ['model', 'Holoecho'];

function describeDeployed(t: ViewTrooper): string {
  const parts = [
    t.form ? FORM_LABEL[t.form] : t.airborne ? 'kept off the table (Airborne Deployment)' : 'in reserve',
  ];
  if (t.hidden) parts.push('Hidden Deployment (written down)');
  if (t.imitates) parts.push(`shows ${t.imitates.name}`);
  return parts.join(' · ');
}

/**
 * The deploying seat's panel (RULES.md §11.2): its reserve, the form and options of the trooper
 * about to be placed, what it placed in this step (adjust, real one, take back), and the handover.
 */
export function DeployPanel() {
  const view = useView();
  const { session } = useStoreApis();
  const draft = useSession((s) => s.deployDraft);
  const tool = useSession((s) => s.tool);
  const words = useDeviceWords();
  const picking = useSession((s) => s.pickingMine);
  const commands = useCommands();
  const remote = useGame((g) => g.remote !== null);
  const phase = view.phase;
  const acting = phase.acting !== undefined && phase.acting === view.viewer;
  const reserve = view.troopers.filter((t) => t.form === null && !t.airborne);
  const placedNow = view.troopers.filter((t) => t.adjustable);
  const selected = reserve.find((t) => t.id === draft.trooperId);
  const set = session.getState().setDeployDraft;
  const most = selected ? (selected.extras[draft.form]?.length ?? 0) : 0;
  const least = MIN_EXTRA_PIECES[draft.form] ?? 0;
  const count = Math.min(most, Math.max(least, draft.extraCount ?? most));
  const labels = selected
    ? groupLabels(selected, draft.form)
        .slice(0, count + 1)
        .map((l, i) =>
          i > 0 && draft.form === 'Holoecho' && draft.imitates && draft.decoysAsModels
            ? `Model ${String(i + 1)}`
            : l,
        )
    : [];
  const canMask = selected && selected.canImitate.length > 0 && MASKABLE.includes(draft.form);
  const canHide = selected?.canHide && MASKABLE.includes(draft.form);
  const next = view.viewer === 'A' ? 'B' : 'A';
  const firstInReserve = acting ? reserve[0]?.id : undefined;
  const draftInReserve = selected !== undefined;
  // The next trooper in reserve is drafted when nothing (or a trooper already placed) is.
  useEffect(() => {
    if (firstInReserve && !draftInReserve) {
      session.getState().draftNext(firstInReserve);
    }
  }, [firstInReserve, draftInReserve, session]);

  return (
    <section className="panel deploy-panel" aria-labelledby="deploy-title">
      <h2 id="deploy-title">Deployment · Player {view.viewer}</h2>
      <p className="hint" data-testid="deploy-phase">
        <RuleText text={phase.text} rules={phase.rules} />
        {phase.holdBack && acting ? ` (${String(reserve.length)} in reserve; keep one back)` : ''}
      </p>
      {!acting && <p className="hint">Player {phase.acting} deploys now.</p>}
      {acting && reserve.length > 0 && (
        <fieldset className="reserve">
          <legend>Your reserve</legend>
          {reserve.map((t) => (
            <label key={t.id} className="reserve-row">
              <input
                type="radio"
                name="reserve"
                checked={draft.trooperId === t.id}
                onChange={() => {
                  // A Mine spot belongs to the trooper it was set for (RULES.md §18.7.5).
                  session.getState().setMineSpot(null);
                  set({
                    trooperId: t.id,
                    form: 'model',
                    imitates: null,
                    hidden: false,
                    real: 0,
                    extraCount: undefined,
                  });
                }}
              />
              <span>
                <strong>{t.name}</strong>
                <br />
                <span className="profile-line">{profileLine(t.profile)}</span>
                {t.profile.skills.length > 0 && (
                  <>
                    <br />
                    <span className="skills">{skillsLine(t.profile)}</span>
                  </>
                )}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {acting && selected && (
        <div className="deploy-options">
          <label className="field">
            Form
            <select
              value={draft.form}
              onChange={(e) => {
                const form = e.target.value as DeploymentForm;
                set({
                  form,
                  real: 0,
                  extraCount: undefined,
                  ...(MASKABLE.includes(form) ? {} : { imitates: null, hidden: false }),
                });
              }}
            >
              {selected.forms.map((f) => (
                <option key={f} value={f}>
                  {FORM_LABEL[f]}
                </option>
              ))}
            </select>
          </label>
          {canMask && (
            <label className="field">
              HoloMask: shows
              <select
                value={draft.imitates ?? ''}
                onChange={(e) => {
                  set({ imitates: e.target.value || null });
                }}
              >
                <option value="">its own model</option>
                {selected.canImitate.map((o) => (
                  <option key={o.id} value={o.id}>
                    the model of {o.name}
                  </option>
                ))}
              </select>
            </label>
          )}
          {draft.form === 'Holoecho' && draft.imitates && (
            <label className="check">
              <input
                type="checkbox"
                checked={draft.decoysAsModels === true}
                onChange={(e) => {
                  set({ decoysAsModels: e.target.checked });
                }}
              />
              The two Holoechoes stand as models of the imitated trooper too (<SectionLink rule="holoecho" />)
            </label>
          )}
          {canHide && (
            <label className="check">
              <input
                type="checkbox"
                checked={draft.hidden}
                onChange={(e) => {
                  set({ hidden: e.target.checked });
                }}
              />
              Hidden Deployment: write the position down, put nothing on the table
            </label>
          )}
          {!draft.hidden && (
            <label className="check" data-testid="deploy-prone">
              <input
                type="checkbox"
                checked={draft.prone === true}
                onChange={(e) => {
                  set({ prone: e.target.checked });
                }}
              />
              Deploy Prone (<SectionLink rule="prone" />)
            </label>
          )}
          {most > least && (
            <label className="field">
              {draft.form === 'Holoecho'
                ? 'Holoechoes'
                : draft.form === 'Decoy'
                  ? 'Decoy markers'
                  : `Decoy replicas as ${draft.form} markers`}{' '}
              (up to {String(most)})
              <select
                value={count}
                onChange={(e) => {
                  const n = Number(e.target.value);
                  set({ extraCount: n, real: Math.min(draft.real, n) });
                }}
              >
                {Array.from({ length: most - least + 1 }, (_, i) => most - i).map((n) => (
                  <option key={n} value={n}>
                    {draft.form === 'Holoecho'
                      ? `${String(n + 1)} pieces: the model and ${n === 1 ? 'one Holoecho' : `${String(n)} Holoechoes`}`
                      : draft.form === 'Decoy'
                        ? `${n === 1 ? 'one replica' : `${String(n)} replicas`} besides the model`
                        : n === 0
                          ? `no replica: the ${draft.form} marker alone`
                          : `${n === 1 ? 'one replica' : `${String(n)} replicas`}: ${String(n + 1)} ${draft.form} markers`}
                  </option>
                ))}
              </select>
            </label>
          )}
          {labels.length > 1 && (
            <label className="field">
              The real one is
              <select
                value={draft.real}
                onChange={(e) => {
                  set({ real: Number(e.target.value) });
                }}
              >
                {labels.map((l, i) => (
                  <option key={l} value={i}>
                    {l}
                  </option>
                ))}
              </select>
            </label>
          )}
          <DeployMine view={view} trooper={selected} />
          {airborneSkillsOf(selected.profile).length > 0 && (
            <button
              type="button"
              onClick={() => {
                commands.keepAirborne(selected.id);
              }}
            >
              Keep {selected.name} off the table (Airborne Deployment)
            </button>
          )}
          <button
            type="button"
            className={tool === 'place' ? 'primary active' : 'primary'}
            aria-pressed={tool === 'place'}
            onClick={() => {
              session.getState().setTool(tool === 'place' && !picking ? 'select' : 'place');
            }}
          >
            {tool === 'place' && !picking
              ? `Placing ${selected.name}: ${words.withKey(`${words.tap} the table`, 'Esc to stop')}`
              : words.withKey(`Place ${selected.name}`, 'P')}
          </button>
        </div>
      )}
      {acting && reserve.length > 0 && !selected && (
        <p className="hint">Choose a trooper from your reserve, then {words.tap} the table.</p>
      )}
      {acting && placedNow.length > 0 && (
        <div className="placed-now">
          <h3>Placed in this step</h3>
          <ul className="plain">
            {placedNow.map((t) => {
              const count = t.hidden
                ? view.ghosts.filter((g) => g.trooperId === t.id).length
                : t.pieceIds.length;
              const options = t.form ? groupLabels(t, t.form) : [];
              return (
                <li key={t.id} data-testid="placed-trooper">
                  <strong>{t.name}</strong> · {describeDeployed(t)}
                  <div className="row">
                    {count > 1 && (
                      <label className="field inline">
                        Real:
                        <select
                          aria-label={`Which piece of ${t.name} is real`}
                          value={t.real ?? 0}
                          onChange={(e) => {
                            commands.setReal(t.id, Number(e.target.value));
                          }}
                        >
                          {options.map((l, i) => (
                            <option key={l} value={i}>
                              {l}
                            </option>
                          ))}
                        </select>
                      </label>
                    )}
                    <button
                      type="button"
                      aria-label={`Take ${t.name} back into reserve`}
                      onClick={() => {
                        commands.withdraw(t.id);
                      }}
                    >
                      Take back
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      )}
      {acting && (
        <>
          <button
            type="button"
            className="primary handover"
            disabled={!phase.canEnd}
            onClick={() => {
              commands.endDeployment();
            }}
          >
            {phase.step === 4
              ? 'Done: deployment complete'
              : remote
                ? `Done: Player ${next} deploys next`
                : `Done: hand the screen to Player ${next}`}
          </button>
          {!phase.canEnd && phase.endProblem && (
            <p className="hint">
              <RuleText text={phase.endProblem.text} rules={phase.endProblem.rules} />
            </p>
          )}
        </>
      )}
    </section>
  );
}

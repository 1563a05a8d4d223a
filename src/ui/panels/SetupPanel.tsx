import { ROSTER } from '../../content/index.ts';
import { allowedForms, type DeploymentForm, type Seat } from '../../rules/index.ts';
import { useSession, useStoreApis } from '../../store/index.ts';
import { SEAT_COLOURS } from '../theme.ts';
import { FORM_LABEL, profileLine, skillsLine } from '../format.ts';
import { useDeviceWords } from '../pointer.ts';

/** Free set-up: choose side, profile and form, then tap or click the table to place. */
export function SetupPanel() {
  const { session } = useStoreApis();
  const placement = useSession((s) => s.placement);
  const tool = useSession((s) => s.tool);
  const words = useDeviceWords();
  const profile = ROSTER.find((p) => p.id === placement.profileId) ?? ROSTER[0];
  const forms = profile ? allowedForms(profile) : ['model' as const];
  const set = session.getState().setPlacement;
  return (
    <section className="panel" aria-labelledby="setup-title">
      <h2 id="setup-title">Free set-up</h2>
      <fieldset className="seat-choice">
        <legend>Side</legend>
        {(['A', 'B'] as Seat[]).map((seat) => (
          <label key={seat} style={{ color: SEAT_COLOURS[seat].ink }}>
            <input
              type="radio"
              name="seat"
              value={seat}
              checked={placement.seat === seat}
              onChange={() => {
                set({ seat });
              }}
            />
            {SEAT_COLOURS[seat].name}
          </label>
        ))}
      </fieldset>
      <label className="field">
        Trooper
        <select
          value={placement.profileId}
          onChange={(e) => {
            const next = ROSTER.find((p) => p.id === e.target.value);
            const nextForms = next ? allowedForms(next) : [];
            set({
              profileId: e.target.value,
              form: nextForms.includes(placement.form) ? placement.form : 'model',
            });
          }}
        >
          {ROSTER.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </label>
      {profile && (
        <p className="profile-line">
          {profileLine(profile)}
          <br />
          <span className="skills">{skillsLine(profile)}</span>
        </p>
      )}
      <label className="field">
        Form
        <select
          value={placement.form}
          onChange={(e) => {
            set({ form: e.target.value as DeploymentForm });
          }}
        >
          {forms.map((f) => (
            <option key={f} value={f}>
              {FORM_LABEL[f]}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className={tool === 'place' ? 'primary active' : 'primary'}
        aria-pressed={tool === 'place'}
        onClick={() => {
          session.getState().setTool(tool === 'place' ? 'select' : 'place');
        }}
      >
        {tool === 'place'
          ? `Placing: ${words.withKey(`${words.tap} the table`, 'Esc to stop')}`
          : words.withKey('Place on the table', 'P')}
      </button>
    </section>
  );
}

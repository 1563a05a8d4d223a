import type { ViewTrooper } from '../../engine/index.ts';
import {
  AIRBORNE_FORMS,
  AIRBORNE_SKILL_NAMES,
  airborneSkillsOf,
  combatJumpValue,
  type AirborneSkill,
} from '../../rules/index.ts';
import type { ArrivalDraft } from '../../store/sessionStore.ts';
import { useSession, useStoreApis } from '../../store/index.ts';
import { FORM_LABEL } from '../format.ts';
import { SectionLink } from '../help/RulesHelp.tsx';
import { useDeviceWords } from '../pointer.ts';

/**
 * The active seat's troopers kept off the table in Airborne Deployment (RULES.md §18.11): for each, the
 * skill and the form it arrives with, and "Arrive", which arms the table: the next click places it
 * (where the skill allows, drawn on the table), with its own Order.
 */
export function AirborneControls({ troopers }: { troopers: ViewTrooper[] }) {
  const { session } = useStoreApis();
  const words = useDeviceWords();
  const draft = useSession((s) => s.arrivalDraft);
  const tool = useSession((s) => s.tool);
  if (troopers.length === 0) return null;
  const set = (d: ArrivalDraft | null) => {
    session.getState().setArrivalDraft(d);
  };
  return (
    <div data-testid="airborne-troopers">
      <p className="hint">
        Off the table (<SectionLink rule="airborne" />
        ): each arrives with its own Order.
      </p>
      <ul className="plain">
        {troopers.map((t) => {
          const skills = airborneSkillsOf(t.profile);
          const forms = AIRBORNE_FORMS.filter((f) => t.forms.includes(f)) as ArrivalDraft['form'][];
          const mine = draft?.trooperId === t.id ? draft : null;
          const skill: AirborneSkill = mine?.skill ?? skills[0] ?? 'Parachutist';
          const form = mine?.form ?? 'model';
          const armed = mine !== null && tool === 'place';
          return (
            <li key={t.id} className="row buttons">
              <strong>{t.name}</strong>
              {skills.length > 1 && (
                <select
                  aria-label={`Skill ${t.name} arrives with`}
                  value={skill}
                  onChange={(e) => {
                    set({ trooperId: t.id, skill: e.target.value as AirborneSkill, form });
                  }}
                >
                  {skills.map((k) => (
                    <option key={k} value={k}>
                      {AIRBORNE_SKILL_NAMES[k]}
                    </option>
                  ))}
                </select>
              )}
              {forms.length > 1 && (
                <select
                  aria-label={`Form ${t.name} arrives as`}
                  value={form}
                  onChange={(e) => {
                    set({ trooperId: t.id, skill, form: e.target.value as ArrivalDraft['form'] });
                  }}
                >
                  {forms.map((f) => (
                    <option key={f} value={f}>
                      {FORM_LABEL[f]}
                    </option>
                  ))}
                </select>
              )}
              <button
                type="button"
                className={armed ? 'primary active' : 'primary'}
                aria-pressed={armed}
                onClick={() => {
                  if (armed) {
                    set(null);
                    session.getState().setTool('select');
                    return;
                  }
                  set({ trooperId: t.id, skill, form });
                  session.getState().setTool('place');
                }}
              >
                {armed
                  ? `Landing ${t.name}: ${words.withKey(`${words.tap} the table`, 'Esc to stop')}`
                  : `Arrive: ${t.name} with ${AIRBORNE_SKILL_NAMES[skill]}${
                      skill === 'CombatJump' ? ` (PH ${String(combatJumpValue(t.profile))} roll)` : ''
                    }`}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

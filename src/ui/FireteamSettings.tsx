import type { HotSeatSetup } from '../engine/index.ts';
import {
  DEFAULT_FIRETEAM_RULE_SET,
  FIRETEAM_RULE_SETS,
  SEATS,
  ruleName,
  type FireteamRuleSet,
  type Seat,
} from '../rules/index.ts';

/** The new game's Fireteam settings (RULES.md §18.12; D116, D117): who fields a Sectorial Army, which bonuses. */
export interface FireteamChoice {
  sectorial: Record<Seat, boolean>;
  ruleSet: FireteamRuleSet;
}

export const NO_FIRETEAMS: FireteamChoice = {
  sectorial: { A: false, B: false },
  ruleSet: DEFAULT_FIRETEAM_RULE_SET,
};

const RULE_SET_NAMES: Record<FireteamRuleSet, string> = {
  'N4-2020': 'N4 (October 2020)',
  'N4-2022': 'N4, update of March 2022',
};

/** What each table gives, under the choice (a phone's select is as wide as its longest option). */
const RULE_SET_HINTS: Record<FireteamRuleSet, string> = {
  'N4-2020': '2 members: one Order; 3: +1 Burst; 4: Sixth Sense.',
  'N4-2022': 'As October 2020, plus the Composition Bonuses of members of one Unit.',
};

/** What the choice writes into the game's set-up: nothing while no seat fields a Sectorial Army. */
export function fireteamSetup(c: FireteamChoice): Pick<HotSeatSetup, 'sectorial' | 'fireteamRules'> {
  const seats = SEATS.filter((s) => c.sectorial[s]);
  if (!seats.length) return {};
  return {
    sectorial: Object.fromEntries(seats.map((s) => [s, true])),
    ...(c.ruleSet !== DEFAULT_FIRETEAM_RULE_SET ? { fireteamRules: c.ruleSet } : {}),
  };
}

export function FireteamSettings({
  value,
  onChange,
}: {
  value: FireteamChoice;
  onChange: (c: FireteamChoice) => void;
}) {
  const any = SEATS.some((s) => value.sectorial[s]);
  return (
    <fieldset className="seat-choice" data-testid="fireteam-settings">
      <legend>{`Sectorial Army (may form ${ruleName('fireteams')})`}</legend>
      {SEATS.map((seat) => (
        <label key={seat}>
          <input
            type="checkbox"
            checked={value.sectorial[seat]}
            onChange={(e) => {
              onChange({ ...value, sectorial: { ...value.sectorial, [seat]: e.target.checked } });
            }}
          />
          Player {seat}
        </label>
      ))}
      <label className="field">
        {ruleName('fireteamBonuses')}
        <select
          value={value.ruleSet}
          disabled={!any}
          onChange={(e) => {
            const set = FIRETEAM_RULE_SETS.find((r) => r === e.target.value) ?? DEFAULT_FIRETEAM_RULE_SET;
            onChange({ ...value, ruleSet: set });
          }}
        >
          {FIRETEAM_RULE_SETS.map((r) => (
            <option key={r} value={r}>
              {RULE_SET_NAMES[r]}
            </option>
          ))}
        </select>
      </label>
      <p className="hint">{RULE_SET_HINTS[value.ruleSet]}</p>
    </fieldset>
  );
}

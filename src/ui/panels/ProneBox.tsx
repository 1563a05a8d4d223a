import { TopicButton } from '../help/RulesHelp.tsx';

/**
 * The Prone box of a Movement skill (RULES.md §18.9.1): ticked while the trooper will be Prone at the
 * end of it. `choice` is the player's change, or null to leave the trooper as it is (`now`).
 */
export function ProneBox({
  now,
  choice,
  onChoose,
  label,
  testId,
  helpTestId,
}: {
  now: boolean;
  choice: boolean | null;
  onChoose: (choice: boolean | null) => void;
  label: string;
  testId: string;
  helpTestId?: string;
}) {
  return (
    <div className="row">
      <label data-testid={testId}>
        <input
          type="checkbox"
          checked={choice ?? now}
          onChange={(e) => {
            onChoose(e.target.checked === now ? null : e.target.checked);
          }}
        />{' '}
        {label}
      </label>
      <TopicButton
        topic="prone"
        label="Rules help: Prone and Unloaded"
        {...(helpTestId ? { testId: helpTestId } : {})}
      >
        About Prone
      </TopicButton>
    </div>
  );
}

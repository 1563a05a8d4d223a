import { useStoreApis } from '../../store/index.ts';
import { HELP_TOPICS, SKILL_TOPIC, topicForMessage } from './rulesHelp.ts';

/** Links from the skills of a menu to their explanations (topic ids or skill ids). */
export function SkillHelp({ items }: { items: { skill: string; label: string }[] }) {
  const { session } = useStoreApis();
  const links = items.flatMap((i) => {
    const id = SKILL_TOPIC[i.skill] ?? i.skill;
    return HELP_TOPICS.some((t) => t.id === id) ? [{ ...i, id }] : [];
  });
  if (links.length === 0) return null;
  return (
    <p className="hint skill-help" data-testid="skill-help">
      About:{' '}
      {links.map((l, n) => (
        <span key={l.id}>
          {n > 0 && ' · '}
          <button
            type="button"
            className="link"
            aria-label={`About ${l.label}`}
            onClick={() => {
              session.getState().setRulesHelp(l.id);
            }}
          >
            {l.label}
          </button>
        </span>
      ))}
    </p>
  );
}

/** A link from a message to the rule it cites, if the help has that section. */
export function RuleLink({ message }: { message: string }) {
  const { session } = useStoreApis();
  const t = topicForMessage(message);
  if (!t) return null;
  return (
    <button
      type="button"
      className="link"
      data-testid="rule-link"
      onClick={() => {
        session.getState().setRulesHelp(t.id);
      }}
    >
      The rule: {t.title}
    </button>
  );
}

/** A RULES.md section as a link to its explanation ("§7.1 AROs"), or the bare section if none. */
export function SectionLink({ section }: { section: string }) {
  const { session } = useStoreApis();
  const t = topicForMessage(section);
  if (!t) return <span>{section}</span>;
  return (
    <button
      type="button"
      className="link"
      data-testid="section-link"
      aria-label={`Rules help: ${t.title} (${section})`}
      onClick={() => {
        session.getState().setRulesHelp(t.id);
      }}
    >
      {section} {t.title}
    </button>
  );
}

import type { ReactNode } from 'react';
import { useStoreApis } from '../../store/index.ts';
import type { RuleId } from '../../rules/index.ts';
import { HELP_TOPICS, SKILL_TOPIC, ruleHelp, topicForMessage } from './rulesHelp.ts';

/** A button in running text that opens the rules help at a topic. */
export function TopicButton({
  topic,
  label,
  testId,
  children,
}: {
  topic: string;
  label?: string;
  testId?: string;
  children: ReactNode;
}) {
  const { session } = useStoreApis();
  return (
    <button
      type="button"
      className="link"
      aria-label={label}
      data-testid={testId}
      onClick={() => {
        session.getState().setRulesHelp(topic);
      }}
    >
      {children}
    </button>
  );
}

/** Links from the skills of a menu to their explanations (topic ids or skill ids). */
export function SkillHelp({ items }: { items: { skill: string; label: string }[] }) {
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
          <TopicButton topic={l.id} label={`About ${l.label}`}>
            {l.label}
          </TopicButton>
        </span>
      ))}
    </p>
  );
}

/** A link from a message to the first rule it points to, if any ("The rule: Discover roll"). */
export function RuleLink({ rules }: { rules?: readonly RuleId[] }) {
  const id = rules?.[0];
  if (!id) return null;
  const r = ruleHelp(id);
  return (
    <TopicButton topic={r.topic.id} testId="rule-link">
      The rule: {r.name}
    </TopicButton>
  );
}

/**
 * A digest section as a link to its explanation, by the rule's name ("§7.1" shows "AROs"): the player
 * never reads the section number. Nothing is shown for a section the help has no topic for.
 */
export function SectionLink(props: { rule: RuleId } | { section: string }) {
  // A rule by its id (ruleRefs.ts); content data that names a section (drills, the home screen) by it.
  const t = 'rule' in props ? ruleHelp(props.rule).topic : topicForMessage(props.section);
  if (!t) return null;
  return (
    <TopicButton topic={t.id} testId="section-link" label={`Rules help: ${t.title}`}>
      {t.title}
    </TopicButton>
  );
}

/**
 * Text from the engine or the rules as a player reads it, with the rules it points to by their names,
 * each a link to its explanation, before the closing full stop: "Out of range (Discover roll)." (the
 * same words as ruledText, where a plain text is needed).
 */
export function RuleText({ text, rules }: { text: string; rules?: readonly RuleId[] }) {
  const ids = [...new Set(rules ?? [])];
  if (ids.length === 0) return <span>{text}</span>;
  const end = /[.:!?]$/.test(text) ? text.slice(-1) : '';
  return (
    <>
      <span>{text.slice(0, text.length - end.length)} (</span>
      {ids.map((id, i) => {
        const r = ruleHelp(id);
        return (
          <span key={id}>
            {i > 0 && ', '}
            <TopicButton topic={r.topic.id} label={`Rules help: ${r.name}`}>
              {r.name}
            </TopicButton>
          </span>
        );
      })}
      <span>){end}</span>
    </>
  );
}

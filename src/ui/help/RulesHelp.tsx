import type { ReactNode } from 'react';
import { useStoreApis } from '../../store/index.ts';
import { HELP_TOPICS, SKILL_TOPIC, topicForMessage, type HelpTopic } from './rulesHelp.ts';
import { citationSegments } from './citations.ts';

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

/** A link from a message to the rule it cites, if the help has that section. */
export function RuleLink({ message }: { message: string }) {
  const t: HelpTopic | undefined = topicForMessage(message);
  if (!t) return null;
  return (
    <TopicButton topic={t.id} testId="rule-link">
      The rule: {t.title}
    </TopicButton>
  );
}

/**
 * A digest section as a link to its explanation, by the rule's name ("§7.1" shows "AROs"): the player
 * never reads the section number. Nothing is shown for a section the help has no topic for.
 */
export function SectionLink({ section }: { section: string }) {
  const t = topicForMessage(section);
  if (!t) return null;
  return (
    <TopicButton topic={t.id} testId="section-link" label={`Rules help: ${t.title}`}>
      {t.title}
    </TopicButton>
  );
}

/**
 * Text from the engine or the rules as a player reads it: each cited rule by its name, a link to its
 * explanation; no digest sections, seed pages or decision codes (citations.ts).
 */
export function RuleText({ text }: { text: string }) {
  return (
    <>
      {citationSegments(text).map((s, i) =>
        typeof s === 'string' ? (
          <span key={i}>{s}</span>
        ) : (
          <TopicButton key={i} topic={s.topic.id} label={`Rules help: ${s.topic.title}`}>
            {s.topic.title}
          </TopicButton>
        ),
      )}
    </>
  );
}

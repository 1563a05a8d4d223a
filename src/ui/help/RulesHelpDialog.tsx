import { useEffect, useRef, useState } from 'react';
import { useSession, useStoreApis } from '../../store/index.ts';
import { searchHelp } from './helpTexts.ts';

/**
 * The rules help: a searchable list of short explanations, each under the rule's name (the digest's
 * section numbers stay out of sight, though a search for one still finds its topic), opened at the
 * topic a message or a skill points to. Nothing in it depends on the game: it holds no secret.
 */
export function RulesHelpDialog() {
  const { session } = useStoreApis();
  const topic = useSession((s) => s.rulesHelp);
  const [query, setQuery] = useState('');
  const ref = useRef<HTMLDialogElement>(null);
  const open = topic !== null;
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
    if (open) {
      setQuery('');
      if (topic) {
        requestAnimationFrame(() => {
          document.getElementById(`help-${topic}`)?.scrollIntoView({ block: 'center' });
        });
      }
    }
  }, [open, topic]);
  const found = searchHelp(query);
  return (
    <dialog
      ref={ref}
      className="wide"
      aria-labelledby="rules-help-title"
      onClose={() => {
        session.getState().setRulesHelp(null);
      }}
    >
      <h2 id="rules-help-title">Rules help</h2>
      <label className="field">
        Search
        <input
          type="search"
          value={query}
          placeholder="e.g. delay, IMP-1, Discover range"
          onChange={(e) => {
            setQuery(e.target.value);
          }}
        />
      </label>
      <ul className="plain help-topics" data-testid="help-topics">
        {found.map((t) => (
          <li key={t.id} id={`help-${t.id}`} className={t.id === topic ? 'current' : undefined}>
            <h3>{t.title}</h3>
            <p>{t.text}</p>
          </li>
        ))}
        {found.length === 0 && <li className="hint">Nothing matches “{query}”.</li>}
      </ul>
      <form method="dialog">
        <button type="submit">Close</button>
      </form>
    </dialog>
  );
}

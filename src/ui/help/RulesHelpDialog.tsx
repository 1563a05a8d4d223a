import { useEffect, useRef, useState } from 'react';
import { useSession, useStoreApis } from '../../store/index.ts';
import { searchHelp, wikiUrl } from './helpTexts.ts';
import { WalkthroughButton } from '../walkthrough/WalkthroughOffer.tsx';
import './rulesHelp.css';

/**
 * The rules help: a searchable list of short explanations, each under the rule's name (the digest's
 * section numbers stay out of sight, though a search for one still finds its topic), opened at the
 * topic a message or a skill points to, with the Infinity wiki's page where one exists. Nothing in it
 * depends on the game: it holds no secret. It also opens the walkthrough of a first Order.
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
      <p className="row help-walkthrough">
        <WalkthroughButton
          before={() => {
            session.getState().setRulesHelp(null);
          }}
        />
        <span className="hint">One Order on the real table, step by step, in about a minute.</span>
      </p>
      <ul className="plain help-topics" data-testid="help-topics">
        {found.map((t) => (
          <li key={t.id} id={`help-${t.id}`} className={t.id === topic ? 'current' : undefined}>
            <h3>{t.title}</h3>
            <p>{t.text}</p>
            {t.wiki && (
              <p className="hint help-wiki">
                Infinity wiki:{' '}
                <a href={wikiUrl(t.wiki)} target="_blank" rel="noopener">
                  {t.wiki}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </p>
            )}
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

import { useView } from '../../store/index.ts';

/** The game log as the viewer may read it (ARCHITECTURE.md §5). */
export function LogPanel() {
  const view = useView();
  return (
    <section className="panel" aria-labelledby="log-title">
      <h2 id="log-title">Log</h2>
      {view.log.length === 0 ? (
        <p className="hint">Nothing has happened yet.</p>
      ) : (
        <ol className="log" data-testid="log" reversed>
          {[...view.log]
            .reverse()
            .slice(0, 50)
            .map((l) => (
              <li key={l.seq}>{l.text}</li>
            ))}
        </ol>
      )}
    </section>
  );
}

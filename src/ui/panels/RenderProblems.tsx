import { useSession } from '../../store/index.ts';

/** Pieces the canvas skipped, each with its id and the reason, so one bad piece is never silent. */
export function RenderProblems() {
  const problems = useSession((s) => s.renderProblems);
  if (problems.length === 0) return null;
  return (
    <section className="panel problems" role="alert" data-testid="render-problems">
      <h2>Pieces that could not be drawn</h2>
      <ul>
        {problems.map((p) => (
          <li key={p.id}>
            Piece <code>{p.id}</code>: {p.message}
          </li>
        ))}
      </ul>
    </section>
  );
}

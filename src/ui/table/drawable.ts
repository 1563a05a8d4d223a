import { useCallback, useEffect, useMemo } from 'react';
import { isPieceKind } from '../../rules/index.ts';
import type { ViewPiece } from '../../engine/index.ts';
import { useStoreApis } from '../../store/index.ts';

/** Why a piece cannot be drawn, naming the field, or null when it can. */
export function drawProblem(piece: ViewPiece): string | null {
  // The types promise a good piece; the data may come from a damaged save, so check as unknown.
  const p = piece as unknown as Record<string, unknown>;
  const finite = (name: string) => (Number.isFinite(p[name]) ? null : `${name} is not a finite number`);
  return (
    (typeof p.id === 'string' && p.id ? null : 'id is missing') ??
    (p.owner === 'A' || p.owner === 'B' ? null : `owner "${String(p.owner)}" is not A or B`) ??
    (isPieceKind(p.kind) ? null : `kind "${String(p.kind)}" is unknown`) ??
    finite('x') ??
    finite('y') ??
    finite('facing') ??
    (typeof p.r === 'number' && Number.isFinite(p.r) && p.r > 0 ? null : 'r must be a positive number') ??
    (typeof p.label === 'string' ? null : 'label is missing')
  );
}

/**
 * The pieces that can be drawn, and a reporter for the ones that cannot (STYLE.md habit 13):
 * problems go to the session store, which a panel shows with each piece's id.
 */
export function splitDrawable(pieces: ViewPiece[]): {
  good: ViewPiece[];
  bad: { id: string; message: string }[];
} {
  const good: ViewPiece[] = [];
  const bad: { id: string; message: string }[] = [];
  for (const p of pieces) {
    const problem = drawProblem(p);
    if (problem) bad.push({ id: typeof p.id === 'string' ? p.id : '(no id)', message: problem });
    else good.push(p);
  }
  return { good, bad };
}

export function useDrawablePieces(pieces: ViewPiece[]) {
  const { session } = useStoreApis();
  const { good, bad } = useMemo(() => splitDrawable(pieces), [pieces]);
  useEffect(() => {
    session.getState().setRenderProblems(bad);
  }, [bad, session]);
  const reportError = useCallback(
    (id: string, message: string) => {
      const s = session.getState();
      s.setRenderProblems([...s.renderProblems.filter((x) => x.id !== id), { id, message }]);
    },
    [session],
  );
  return { pieces: good, reportError };
}

/**
 * The first table drawn on this page (TableCanvas says so once it is fitted and drawn): what waits
 * for it (the rules engine's chunk, main.tsx) does not compete with it for the network or the CPU.
 */
/** The page's performance mark at the first table drawn (the bench reads it). */
export const TABLE_DRAWN_MARK = 'marker-table:drawn';

let drawn: () => void = () => undefined;
let marked = false;
const firstDraw = new Promise<void>((resolve) => {
  drawn = resolve;
});

/** Called by the table once it is drawn; later calls do nothing. */
export function tableDrawn(): void {
  if (!marked) {
    marked = true;
    performance.mark(TABLE_DRAWN_MARK);
  }
  drawn();
}

/** Resolves once the first table is drawn, or after `ms` on a screen that has none (home, drills). */
export function afterFirstTable(ms: number): Promise<void> {
  return Promise.race([firstDraw, new Promise<void>((resolve) => setTimeout(resolve, ms))]);
}

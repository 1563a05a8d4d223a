import type { JSX } from 'react';
import { MAX_GAME_TROOPERS } from '../protocol/limits.ts';
import type { ArmyList } from '../store/rosters/armyList.ts';
import type { UnitReview } from '../store/rosters/armyImport.ts';
import { nameKey } from '../store/rosters/armyNames.ts';

/**
 * The review of a pasted army list (issue 31, item 6): one row per trooper with its Combat Group,
 * points, what the table plays of it and what it does not, by name, and where its attributes come
 * from; then the lines that were not read. Nothing of the list is left out without being named.
 */
export interface ArmyListReviewProps {
  player: string;
  list: ArmyList;
  reviews: readonly UnitReview[];
  /** The kept units opened to be changed. */
  changing: readonly string[];
  /** Opens a kept unit's attributes to change them. */
  onChange: (name: string) => void;
}

export function ArmyListReview({
  player,
  list,
  reviews,
  changing,
  onChange,
}: ArmyListReviewProps): JSX.Element {
  const points = reviews.reduce((sum, r) => sum + r.unit.points, 0);
  // SWC in tenths, so 0.5 + 1.5 adds up exactly.
  const swc = reviews.reduce((sum, r) => sum + Math.round(r.unit.swc * 10), 0) / 10;
  const unmatched = reviews.reduce((n, r) => n + r.unmatched.length, 0);
  return (
    <div className="army-review">
      <p className="hint">
        {list.army ?? 'An army list'}
        {list.points !== null ? ` (${String(list.points)} points)` : ''}: {String(reviews.length)} troopers,{' '}
        {String(points)} points, {String(swc)} SWC.{' '}
        {unmatched === 0 ? 'Everything is matched.' : `${String(unmatched)} not matched.`}
      </p>
      {reviews.length > MAX_GAME_TROOPERS && (
        <p className="warn-text">
          A game takes at most {MAX_GAME_TROOPERS} troopers per player: remove some from the roster after
          importing.
        </p>
      )}
      <div className="roster-scroll">
        <table className="roster-table army-review-table" aria-label={`Army list review, ${player}`}>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Unit</th>
              <th scope="col">Grp</th>
              <th scope="col">Pts</th>
              <th scope="col">Matched</th>
              <th scope="col">Not matched</th>
              <th scope="col">Attributes</th>
            </tr>
          </thead>
          <tbody>
            {reviews.map((r, i) => (
              <tr key={i} aria-label={`Trooper ${String(i + 1)} (${r.unit.name})`}>
                <td>{i + 1}</td>
                <th scope="row">{r.unit.name}</th>
                <td>{r.unit.group}</td>
                <td>{r.unit.points}</td>
                <td>
                  {r.matched.join(', ') || '—'}
                  {r.weapons.length === 0 && (
                    <span className="warn-text">
                      {' '}
                      No weapon of this trooper is played here: it shoots as a profile without weapons does.
                    </span>
                  )}
                </td>
                <td className={r.unmatched.length > 0 ? 'warn-text' : undefined}>
                  {r.unmatched.join(', ') || '—'}
                </td>
                <td>
                  {!r.kept || changing.some((n) => nameKey(n) === nameKey(r.unit.name)) ? (
                    'asked below'
                  ) : (
                    <>
                      kept ({r.kept.name}){' '}
                      {reviews.findIndex((o) => nameKey(o.unit.name) === nameKey(r.unit.name)) === i && (
                        <button
                          type="button"
                          className="link"
                          aria-label={`Change the kept attributes of ${r.unit.name}, ${player}`}
                          onClick={() => {
                            onChange(r.unit.name);
                          }}
                        >
                          Change
                        </button>
                      )}
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {list.unread.length > 0 && (
        <div className="hint" role="note">
          <p>Lines not read (not troopers):</p>
          {list.unread.map((u) => (
            <p key={u.line}>
              Line {u.line}: {u.text}
            </p>
          ))}
        </div>
      )}
    </div>
  );
}

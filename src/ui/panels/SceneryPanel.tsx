import { centroid, rectangle } from '../../geometry/polygon.ts';
import { point } from '../format.ts';
import { sceneryHeightText, type SceneryHeight } from '../../rules/index.ts';
import { useSession, useStoreApis, useView } from '../../store/index.ts';
import { useCommands } from '../commands.ts';
import { newSceneryHeight, outlineName } from '../keyboard.ts';
import { SceneryHeightControls } from './SceneryHeight.tsx';
import { useDeviceWords } from '../pointer.ts';

/** Scenery editing: add blocks, walls and free outlines; rename, set tall/low and the height, delete. */
export function SceneryPanel() {
  const view = useView();
  const { session } = useStoreApis();
  const sceneryId = useSession((s) => s.sceneryId);
  const drawing = useSession((s) => s.drawing);
  const words = useDeviceWords();
  const commands = useCommands();
  const drawHeight = useSession((s) => s.drawHeight);
  const selected = view.scenery.find((s) => s.id === sceneryId);
  const centre = () => {
    const cam = session.getState().camera;
    const vp = session.getState().viewport;
    return { x: (vp.width / 2 - cam.x) / cam.scale, y: (vp.height / 2 - cam.y) / cam.scale };
  };
  const finish = () => {
    if (drawing)
      commands.addScenery(outlineName(drawHeight), drawHeight, drawing, newSceneryHeight(drawHeight));
    session.getState().setDrawing(null);
  };
  return (
    <section className="panel" aria-labelledby="scenery-title">
      <h2 id="scenery-title">Scenery</h2>
      <p className="hint">
        Drag scenery to move it, a white corner to reshape it (rectangles stay rectangular), the yellow handle
        to turn it.{words.keysOnly(' The Delete key removes it.')}
      </p>
      <div className="row buttons">
        <button
          type="button"
          onClick={() => commands.addScenery('Building', 'tall', rectangle(centre(), 4, 4))}
        >
          Add tall block
        </button>
        <button
          type="button"
          onClick={() =>
            commands.addScenery('Wall', 'low', rectangle(centre(), 5, 0.5), newSceneryHeight('low'))
          }
        >
          Add low wall
        </button>
      </div>
      <div className="row buttons">
        {drawing ? (
          <>
            <button type="button" className="primary" disabled={drawing.length < 3} onClick={finish}>
              Finish outline ({drawing.length} corners{words.keysOnly(', Enter')})
            </button>
            <button
              type="button"
              onClick={() => {
                session.getState().setDrawing(null);
              }}
            >
              Cancel
            </button>
          </>
        ) : (
          <>
            <button
              type="button"
              onClick={() => {
                session.getState().selectScenery(null);
                session.getState().setDrawing([]);
              }}
            >
              Draw an outline
            </button>
            <select
              aria-label="Kind of the new outline"
              value={drawHeight}
              onChange={(e) => {
                session.getState().setDrawHeight(e.target.value as SceneryHeight);
              }}
            >
              <option value="tall">tall (blocks LoF)</option>
              <option value="low">low (cover)</option>
            </select>
          </>
        )}
      </div>
      {drawing && (
        <p className="hint">
          {words.Tap} the table to add corners{words.keysOnly('; Enter finishes, Escape cancels')}.
        </p>
      )}
      {selected && (
        <div data-testid="scenery-selected">
          <label className="field">
            Name
            <input
              key={selected.id}
              defaultValue={selected.name}
              maxLength={40}
              onBlur={(e) => {
                const name = e.target.value.trim();
                if (name && name !== selected.name) commands.updateScenery(selected.id, { name });
              }}
              onKeyDown={(e) => {
                if (e.key === 'Enter') e.currentTarget.blur();
              }}
            />
          </label>
          <SceneryHeightControls
            selected={selected}
            onChange={(change) => commands.updateScenery(selected.id, change)}
          />
          <button type="button" className="danger" onClick={() => commands.removeScenery(selected.id)}>
            Delete {selected.name}
          </button>
        </div>
      )}
      <ul className="piece-list" data-testid="scenery-list">
        {view.scenery.map((s) => (
          <li key={s.id}>
            <button
              type="button"
              aria-pressed={s.id === sceneryId}
              className={s.id === sceneryId ? 'selected' : ''}
              onClick={() => {
                session.getState().selectScenery(s.id);
              }}
            >
              <span
                className="dot"
                style={{ background: s.height === 'tall' ? '#4a4f57' : '#b09a5a', borderColor: '#222' }}
              />
              <span className="name">{s.name}</span>
              <span className="where">
                {sceneryHeightText(s)} · {s.polygon.length} corners · at {point(centroid(s.polygon))}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { useState } from 'react';
import type { DrillPicture } from '../../content/drills/index.ts';
import { StoresContext, ViewOverride, viewOnlyStores } from '../../store/index.ts';
import { TableCanvas } from '../table/TableCanvas.tsx';
import { PieceTags } from '../table/tags.ts';
import { drillArcs } from './drillArcs.ts';

/**
 * The situation of a drill question on a table of its own: the question's picture (a projection for
 * the drilled seat) drawn read-only, each asked-about piece captioned with its label. It has its own
 * stores, so nothing here can reach the game on the main table.
 */
export function DrillBoard({ picture }: { picture: DrillPicture }) {
  // One pair of stores for the life of the board (a board is mounted per question): the camera it
  // fitted stays when the answer is marked.
  const [stores] = useState(() => {
    const made = viewOnlyStores(picture.view.viewer);
    // The 180° arcs the answer turns on are drawn from the start (issue 31).
    made.session.setState({ arcFor: drillArcs(picture.view) });
    return made;
  });
  return (
    <StoresContext value={stores}>
      <ViewOverride value={picture.view}>
        <PieceTags value={picture.labels}>
          <div className="drill-board" data-testid="drill-board">
            <TableCanvas
              readOnly
              paths={picture.paths}
              label="The situation of the question: drag to pan, wheel or pinch to zoom"
            />
          </div>
        </PieceTags>
      </ViewOverride>
    </StoresContext>
  );
}

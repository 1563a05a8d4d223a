import { useState, type ReactNode } from 'react';
import { useCompact } from '../compact.ts';

type SheetSize = 'peek' | 'full';

/**
 * The panels beside the table. On a phone held upright they are a sheet under the table: it shows
 * its top (the panel that asks for a choice comes first) and its handle opens it to most of the
 * screen and back, as map apps do. On wider screens, and a phone on its side, it is the side column.
 */
export function PanelSheet({ children }: { children: ReactNode }) {
  const compact = useCompact();
  const [size, setSize] = useState<SheetSize>('peek');
  return (
    <aside className="side" aria-label="Panels" data-sheet={compact ? size : undefined}>
      {compact && (
        <button
          type="button"
          className="sheet-handle"
          aria-expanded={size === 'full'}
          onClick={() => {
            setSize(size === 'full' ? 'peek' : 'full');
          }}
        >
          <span className="sheet-grip" aria-hidden="true" />
          {size === 'full' ? 'Show more of the table' : 'Show more of the panels'}
        </button>
      )}
      {children}
    </aside>
  );
}

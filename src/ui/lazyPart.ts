import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { withSchemas } from '../engine/zod.ts';

/**
 * A part of the screen loaded on first use (React.lazy): the component `name` of the chunk `load`
 * brings, which comes with zod (engine/zod.ts), so that it may read data as soon as it is drawn.
 */
// Any props: the part is drawn with the props its own component takes (React.lazy's own bound).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyPart<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(() => withSchemas(load()).then((m) => ({ default: m[name] })));
}

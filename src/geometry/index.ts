export * from './units.ts';
export * from './vec.ts';
export * from './disc.ts';
export * from './segment.ts';
export * from './polygon.ts';
export * from './transform.ts';

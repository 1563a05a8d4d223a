import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import { createDrillStore, type DrillStore } from '../../store/drillStore.ts';
import { browserStorage } from '../storage.ts';

let instance: StoreApi<DrillStore> | null = null;

/**
 * The page's drill store, made on first use from local storage: only the home and drill screens need
 * it, and they load on demand, so the drills stay out of what the table loads first.
 */
export function drillStoreApi(): StoreApi<DrillStore> {
  instance ??= createDrillStore(browserStorage());
  return instance;
}

export function useDrill<T>(selector: (s: DrillStore) => T): T {
  return useStore(drillStoreApi(), selector);
}

// A command that replays the game (a review, a reopen preview) runs once the rules engine is here.
import { afterEach, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.resetModules();
});

it('runs the command once the rules engine has loaded, and not before', async () => {
  vi.resetModules();
  const reducer = await import('../engine/reducer.ts');
  const { withRules } = await import('./withRules.ts');
  const { createSessionStore } = await import('../store/sessionStore.ts');
  expect(reducer.reducerLoaded()).toBe(false);
  let ranLoaded: boolean | null = null;
  withRules(createSessionStore(), () => {
    ranLoaded = reducer.reducerLoaded();
  });
  expect(ranLoaded).toBeNull();
  await reducer.loadReducer();
  await Promise.resolve();
  expect(ranLoaded).toBe(true);
});

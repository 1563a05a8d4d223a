// Sentences of the seed pages not played yet (docs/seed-coverage.md lists them all with their reason).
// Each becomes a test where its rule lands; until then it is visible here and in the test report.
import { describe, it } from 'vitest';

describe('seed sentences still to play', () => {
  it.todo(
    'seed 001: "If the user deploys in Marker form instead of as a Model, for example in Camouflaged or Impersonation States, the player places (CAMO) and (IMP) Markers … instead of the Decoy Markers" (RULES.md §10.6, D20)',
  );
});

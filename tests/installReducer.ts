// Every test may apply actions: the engine's reducer is loaded before any test runs (in the browser
// the app loads it just after its first table; src/engine/reducer.ts).
import '../src/engine/apply.ts';

// Every test may apply and read actions: the engine's reducer and zod are loaded before any test runs
// (in the browser the app loads them just after its first table; src/engine/reducer.ts, zod.ts).
import '../src/engine/apply.ts';
import '../src/engine/zodLibrary.ts';

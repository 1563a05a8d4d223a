// `npm run serve`: the built app and the game server on one port, for the devices on this network.
import { renderUnicodeCompact } from 'uqr';
import { lanAddresses, startGameServer } from './server.ts';

const port = Number(process.env.PORT ?? 8080);
const database = process.env.GAMES_DB ?? 'data/games.sqlite';
const dist = process.env.DIST ?? 'dist';

const running = await startGameServer({ port, database, dist });
const here = lanAddresses(port);
console.log(`The marker-play table is served on port ${String(port)}; games are kept in ${database}.`);
console.log(`On this computer: http://localhost:${String(port)}/`);
for (const a of here) console.log(`On this network:  ${a}`);
if (here[0]) console.log(`\nScan to open it on a phone on this network:\n${renderUnicodeCompact(here[0])}`);
console.log(`${String(running.games.count())} game(s) kept. Press Ctrl+C to stop.`);

const stop = () => {
  void running.stop().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

// One address in front of several server processes (README: "Many processes behind one address"), as
// Colyseus' nginx example does it: a path `/<port>/…` goes to the process on that port (each process's
// PUBLIC_ADDRESS is `<this host>/<its port>`, so a device sent to a game's process reaches it), and
// everything else (the app, New game, matchmaking) to any process that answers, in turn. WebSockets
// pass through. `npm run serve:proxy` starts it: PROXY_PORT (8080), PROXY_HOST (all interfaces),
// PROXY_UPSTREAMS (the processes, "127.0.0.1:8081,127.0.0.1:8082").
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type Socket } from 'node:net';
import type { Duplex } from 'node:stream';

export interface Upstream {
  host: string;
  port: number;
}

/** Most bytes of a request body the proxy holds to send again to another process (New game: 256 kB). */
const MAX_BODY = 1024 * 1024;

/** "127.0.0.1:8081,127.0.0.1:8082" → upstreams; throws a one-line error on anything else. */
export function readUpstreams(raw: string): Upstream[] {
  const list = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const m = /^(.+):(\d{1,5})$/.exec(s);
      if (!m) throw new Error(`PROXY_UPSTREAMS names "${s}": write each process as host:port.`);
      return { host: (m[1] ?? '').replace(/^\[|\]$/g, ''), port: Number(m[2]) };
    });
  if (list.length === 0) throw new Error('PROXY_UPSTREAMS names no process: write host:port,host:port.');
  if (new Set(list.map((u) => u.port)).size !== list.length) {
    throw new Error('PROXY_UPSTREAMS: each process needs a port of its own (its path is /<port>/).');
  }
  return list;
}

/** Where a request goes: the process its path names (and the path without it), or any process. */
export function route(
  url: string,
  upstreams: readonly Upstream[],
): { pinned: Upstream | null; path: string } {
  const m = /^\/(\d{1,5})(\/.*|\?.*)?$/.exec(url);
  const pinned = m ? upstreams.find((u) => u.port === Number(m[1])) : undefined;
  if (!m || !pinned) return { pinned: null, path: url };
  const rest = m[2] ?? '/';
  return { pinned, path: rest.startsWith('/') ? rest : `/${rest}` };
}

function forwardedFor(req: IncomingMessage): string {
  const before = req.headers['x-forwarded-for'];
  const from = req.socket.remoteAddress ?? '';
  return before ? `${String(before)}, ${from}` : from;
}

/** Starts the proxy on `port`; resolves once it listens. */
export function startPathProxy(options: {
  port: number;
  host?: string;
  upstreams: Upstream[];
}): Promise<{ server: Server; stop: () => Promise<void> }> {
  const { upstreams } = options;
  let turn = 0;
  /** The processes to try, in order: the pinned one only, or all from the next in turn. */
  const order = (pinned: Upstream | null): Upstream[] => {
    if (pinned) return [pinned];
    const start = turn++ % upstreams.length;
    return [...upstreams.slice(start), ...upstreams.slice(0, start)];
  };

  const onRequest = (req: IncomingMessage, res: ServerResponse) => {
    const { pinned, path } = route(req.url ?? '/', upstreams);
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size <= MAX_BODY) chunks.push(c);
    });
    req.on('end', () => {
      if (size > MAX_BODY) {
        res.writeHead(413).end();
        return;
      }
      const body = Buffer.concat(chunks);
      const tries = order(pinned);
      const attempt = (i: number) => {
        const to = tries[i];
        if (!to) {
          res.writeHead(502, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: 'No game server process answers behind this address.' }));
          return;
        }
        const out = request(
          {
            host: to.host,
            port: to.port,
            method: req.method,
            path,
            headers: { ...req.headers, 'x-forwarded-for': forwardedFor(req) },
          },
          (up) => {
            res.writeHead(up.statusCode ?? 502, up.headers);
            up.pipe(res);
          },
        );
        out.on('error', () => {
          // Nothing was answered yet: the next process (a dead one refuses the connection at once).
          if (!res.headersSent) attempt(i + 1);
          else res.destroy();
        });
        out.end(body);
      };
      attempt(0);
    });
  };

  /** The sockets passed through (an upgraded socket is no longer the HTTP server's to close). */
  const open = new Set<Duplex>();
  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const { pinned, path } = route(req.url ?? '/', upstreams);
    const tries = order(pinned);
    socket.on('error', () => undefined);
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    const attempt = (i: number) => {
      const to = tries[i];
      if (!to) {
        socket.end('HTTP/1.1 502 Bad Gateway\r\nConnection: close\r\n\r\n');
        return;
      }
      const up: Socket = connect({ host: to.host, port: to.port });
      open.add(up);
      up.on('close', () => open.delete(up));
      up.once('error', () => {
        if (up.bytesRead === 0 && up.bytesWritten === 0) attempt(i + 1);
        else socket.destroy();
      });
      up.once('connect', () => {
        const lines = [`${req.method ?? 'GET'} ${path} HTTP/1.1`];
        for (let k = 0; k < req.rawHeaders.length; k += 2) {
          if (req.rawHeaders[k]?.toLowerCase() === 'x-forwarded-for') continue;
          lines.push(`${req.rawHeaders[k] ?? ''}: ${req.rawHeaders[k + 1] ?? ''}`);
        }
        lines.push(`X-Forwarded-For: ${forwardedFor(req)}`);
        up.write(`${lines.join('\r\n')}\r\n\r\n`);
        if (head.length > 0) up.write(head);
        up.pipe(socket).pipe(up);
        // Either side gone: the other goes too (a killed process closes its devices' sockets).
        up.on('close', () => socket.destroy());
        socket.on('close', () => up.destroy());
      });
    };
    attempt(0);
  };

  const server = createServer(onRequest);
  server.on('upgrade', onUpgrade);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      resolve({
        server,
        stop: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            for (const s of open) s.destroy();
            server.close(() => {
              done();
            });
          }),
      });
    });
  });
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  try {
    const upstreams = readUpstreams(process.env.PROXY_UPSTREAMS ?? '127.0.0.1:8081,127.0.0.1:8082');
    const port = Number(process.env.PROXY_PORT ?? 8080);
    const host = process.env.PROXY_HOST?.trim() || undefined;
    await startPathProxy({ port, upstreams, ...(host ? { host } : {}) });
    console.log(
      `The path proxy listens on port ${String(port)}: /<port>/… goes to that process, everything else to ${upstreams.map((u) => `${u.host}:${String(u.port)}`).join(', ')} in turn.`,
    );
  } catch (e) {
    console.error(e instanceof Error ? e.message : String(e));
    process.exit(1);
  }
}

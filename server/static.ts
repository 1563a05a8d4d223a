// The built app as the game server sends it (README: "Offline and install"): each text file in the
// encoding the browser accepts, from the brotli (.br) and gzip (.gz) copies the build writes beside it
// (vite.config.ts, precompress), else as it is; with the cache headers that let a phone keep the
// hashed files and ask again for the rest.
import { existsSync } from 'node:fs';
import { extname, resolve, sep } from 'node:path';
import express from 'express';

/** The encodings the build writes copies in, best first, with the suffix of each copy. */
export const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;
export type Encoding = (typeof ENCODINGS)[number]['name'];

/**
 * Files whose names carry a hash of their content (Vite's assets/): the same name is always the same
 * bytes, so a browser may keep them a year without asking again.
 */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, sw.js, register-sw.js, the manifest, the icons): asked again each time (ETag). */
export const REVALIDATE = 'no-cache';

/** The Cache-Control of a path of the build. */
export function cacheControlFor(path: string): string {
  return path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE;
}

/**
 * Which of the `available` copies to send for an Accept-Encoding header (RFC 9110 §12.5.3): the one the
 * browser weights highest, brotli before gzip when it weights them the same; none (the file as it is)
 * when the header is missing or accepts neither. `*` stands for every encoding not named; q=0 refuses.
 */
export function chooseEncoding(header: string | undefined, available: readonly Encoding[]): Encoding | null {
  if (!header || available.length === 0) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [token = '', ...params] = part.trim().split(';');
    const name = token.trim().toLowerCase();
    if (name === '') continue;
    let q = 1;
    for (const p of params) {
      const m = /^\s*q\s*=(.*)$/i.exec(p);
      // A weight that is not a number says nothing the server can trust: that entry is left out.
      if (m) q = /^\s*[0-9.]+\s*$/.test(m[1] ?? '') ? Number(m[1]) : NaN;
    }
    if (!Number.isFinite(q) || q < 0 || q > 1) continue;
    weights.set(name, q);
  }
  let best: Encoding | null = null;
  let bestQ = 0;
  for (const { name } of ENCODINGS) {
    if (!available.includes(name)) continue;
    const q = weights.get(name) ?? weights.get('*') ?? 0;
    if (q > bestQ) {
      best = name;
      bestQ = q;
    }
  }
  return best;
}

/**
 * The build in `dist` as one handler: GET and HEAD of its files (`/` is index.html), compressed when
 * the browser accepts it, with Content-Type of the file itself, Content-Encoding, Vary: Accept-Encoding
 * on every file that has copies, and Cache-Control (cacheControlFor). The copies themselves are not
 * served under their own names. Anything else goes on to the next handler.
 */
export function buildFiles(dist: string): express.RequestHandler {
  const root = resolve(dist);
  const plain = express.static(root, {
    index: 'index.html',
    cacheControl: false,
    setHeaders: (res, file) => {
      const path = `/${file
        .slice(root.length + 1)
        .split(sep)
        .join('/')}`;
      res.setHeader('Cache-Control', cacheControlFor(path));
      if (ENCODINGS.some((e) => existsSync(file + e.suffix))) res.setHeader('Vary', 'Accept-Encoding');
    },
  });
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    let path: string;
    try {
      path = decodeURIComponent(req.path);
    } catch {
      next();
      return;
    }
    if (ENCODINGS.some((e) => path.endsWith(e.suffix))) {
      next();
      return;
    }
    if (path.endsWith('/')) path += 'index.html';
    const file = resolve(root, `.${path}`);
    if (!file.startsWith(root + sep)) {
      next();
      return;
    }
    const available = ENCODINGS.filter((e) => existsSync(file + e.suffix)).map((e) => e.name);
    const encoding = chooseEncoding(req.headers['accept-encoding'], available);
    const copy = ENCODINGS.find((e) => e.name === encoding);
    if (!copy) {
      plain(req, res, next);
      return;
    }
    res.setHeader('Content-Encoding', copy.name);
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Cache-Control', cacheControlFor(path));
    res.type(extname(file));
    res.sendFile(file + copy.suffix, { cacheControl: false, acceptRanges: false }, (err?: Error) => {
      // The copy went missing between the look and the send (a new build being written): the file as it is.
      if (err && !res.headersSent) {
        res.removeHeader('Content-Encoding');
        res.removeHeader('Content-Type');
        plain(req, res, next);
      }
    });
  };
}

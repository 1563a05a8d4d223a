// The built app as the real server process sends it: the brotli or gzip copy the browser accepts,
// or the file itself, with the headers caches and the service worker rely on.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from './process.ts';
import { cacheControlFor, chooseEncoding, IMMUTABLE, REVALIDATE, type Encoding } from './static.ts';

const PORT = 4890;

describe('chooseEncoding', () => {
  const both: Encoding[] = ['br', 'gzip'];
  it.each<[string | undefined, Encoding[], Encoding | null]>([
    [undefined, both, null],
    ['', both, null],
    ['identity', both, null],
    ['gzip, deflate, br, zstd', both, 'br'],
    ['gzip, deflate', both, 'gzip'],
    ['br', ['gzip'], null],
    ['gzip, br', ['gzip'], 'gzip'],
    ['BR;q=1.0, GZIP', both, 'br'],
    ['br;q=0.5, gzip', both, 'gzip'],
    ['br;q=0, gzip;q=0.1', both, 'gzip'],
    ['br;q=0, gzip;q=0', both, null],
    ['*', both, 'br'],
    ['*;q=0.2, br;q=0', both, 'gzip'],
    ['gzip, br', [], null],
    ['br;q=x, gzip', both, 'gzip'],
  ])('Accept-Encoding %j with copies %j: %j', (header, available, expected) => {
    expect(chooseEncoding(header, available)).toBe(expected);
  });

  it('keeps hashed assets a year and asks again for the rest', () => {
    expect(cacheControlFor('/assets/index-Ab12.js')).toBe(IMMUTABLE);
    expect(cacheControlFor('/index.html')).toBe(REVALIDATE);
    expect(cacheControlFor('/sw.js')).toBe(REVALIDATE);
    expect(cacheControlFor('/manifest.webmanifest')).toBe(REVALIDATE);
  });
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A raw request (node:http does not decompress): the bytes as they came over the wire. */
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port: PORT, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) });
      });
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end();
  });
}

const script = `export const table = ${JSON.stringify('marker '.repeat(2000))};\n`;
const page = `<!doctype html><html><head><title>t</title></head><body>${'<p>x</p>'.repeat(300)}</body></html>`;
const small = 'console.log(1);\n';
let running: ServerProcess;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'build-'));
  const dist = join(dir, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'assets', 'index-Ab12.js'), script);
  writeFileSync(join(dist, 'assets', 'index-Ab12.js.br'), brotliCompressSync(script));
  writeFileSync(join(dist, 'assets', 'index-Ab12.js.gz'), gzipSync(script));
  writeFileSync(join(dist, 'index.html'), page);
  writeFileSync(join(dist, 'index.html.br'), brotliCompressSync(page));
  writeFileSync(join(dist, 'index.html.gz'), gzipSync(page));
  // Too small to be worth compressing: the build writes no copies of it.
  writeFileSync(join(dist, 'register-sw.js'), small);
  running = await startServerProcess({ port: PORT, database: join(dir, 'games.sqlite'), dist });
});
afterAll(() => {
  running.kill();
});

describe('the built app on the real server', { timeout: 30_000 }, () => {
  it('sends the brotli copy to a browser that accepts brotli, with its headers', async () => {
    const r = await get('/assets/index-Ab12.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(r.headers.vary).toMatch(/Accept-Encoding/i);
    expect(r.headers['cache-control']).toBe(IMMUTABLE);
    expect(Number(r.headers['content-length'])).toBe(r.body.length);
    expect(r.body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(r.body).toString()).toBe(script);
  });

  it('sends gzip to a browser that accepts gzip only, and the file itself to one that accepts neither', async () => {
    const gz = await get('/assets/index-Ab12.js', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/Accept-Encoding/i);
    expect(gunzipSync(gz.body).toString()).toBe(script);

    const refusing: Record<string, string>[] = [
      {},
      { 'Accept-Encoding': 'identity' },
      { 'Accept-Encoding': 'br;q=0, gzip;q=0' },
    ];
    for (const headers of refusing) {
      const plain = await get('/assets/index-Ab12.js', headers);
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
      expect(plain.headers['cache-control']).toBe(IMMUTABLE);
      expect(plain.body.toString()).toBe(script);
    }
  });

  it('sends the page at / compressed, to be asked for again each time', async () => {
    const r = await get('/', { 'Accept-Encoding': 'br' });
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['content-type']).toMatch(/^text\/html/);
    expect(r.headers['cache-control']).toBe(REVALIDATE);
    expect(brotliDecompressSync(r.body).toString()).toBe(page);
    // A second visit asks with the ETag and gets 304, nothing sent again.
    const etag = String(r.headers.etag);
    const again = await get('/', { 'Accept-Encoding': 'br', 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    // HEAD: the same headers, no body.
    const head = await get('/index.html', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body.length).toBe(0);
  });

  it('sends a file without copies as it is, and never the copies under their own names', async () => {
    const r = await get('/register-sw.js', { 'Accept-Encoding': 'br, gzip' });
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.headers['cache-control']).toBe(REVALIDATE);
    expect(r.body.toString()).toBe(small);
    expect((await get('/assets/index-Ab12.js.br')).status).toBe(404);
    expect((await get('/index.html.gz')).status).toBe(404);
    expect((await get('/assets/missing.js', { 'Accept-Encoding': 'br' })).status).toBe(404);
    expect((await get('/%2e%2e/games.sqlite', { 'Accept-Encoding': 'br' })).status).toBe(404);
  });
});

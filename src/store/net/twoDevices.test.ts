// Where the links of a two-device game point (README, Two devices): the page's own address when other
// devices can reach it, the server's network address only when the page was opened as localhost.
import { describe, expect, it } from 'vitest';
import { audienceAddress, isLoopbackHost, seatAddress, shareBase } from './twoDevices.ts';

const LAN = ['http://192.168.1.20:8080/', 'http://10.0.0.5:8080/'];

describe('isLoopbackHost', () => {
  it.each([
    ['localhost', true],
    ['LOCALHOST', true],
    ['localhost.', true],
    ['table.localhost', true],
    ['127.0.0.1', true],
    ['127.1.2.3', true],
    ['[::1]', true],
    ['::1', true],
    ['192.168.1.20', false],
    ['10.0.0.5', false],
    ['club.example', false],
    ['mylocalhost.example', false],
    ['127.0.0.1.example', false],
    ['[fe80::1]', false],
  ])('%s → %s', (host, loopback) => {
    expect(isLoopbackHost(host)).toBe(loopback);
  });
});

describe('shareBase: the address the links start from', () => {
  it.each([
    ['a LAN address: the page’s own', 'http://192.168.1.20:8080/', 'http://192.168.1.20:8080/'],
    ['a host name on the club network: the page’s own', 'http://table.club:8080/', 'http://table.club:8080/'],
    [
      'https behind a proxy, with a path: the page’s own',
      'https://club.example/table/?x=1#home',
      'https://club.example/table/',
    ],
    [
      'another LAN address than the server’s first: the page’s own',
      'http://10.0.0.5:8080/',
      'http://10.0.0.5:8080/',
    ],
    ['localhost: the server’s network address', 'http://localhost:8080/', LAN[0]],
    ['127.0.0.1: the server’s network address', 'http://127.0.0.1:8080/#home', LAN[0]],
    ['[::1]: the server’s network address', 'http://[::1]:8080/', LAN[0]],
  ])('%s', (_what, page, base) => {
    expect(shareBase(page, LAN)).toBe(base);
  });

  it('a page opened as localhost on a server with no network keeps its own address', () => {
    expect(shareBase('http://localhost:8080/', [])).toBe('http://localhost:8080/');
  });

  it('the links carry the game, and the seat’s secret after the #', () => {
    const base = shareBase('http://table.club:8080/', LAN);
    expect(seatAddress(base, 'g1', 's3cret')).toBe('http://table.club:8080/?play=g1#s3cret');
    expect(audienceAddress(base, 'g1')).toBe('http://table.club:8080/?watch=g1');
  });
});

// The scale-out packages as pinned (README: "Many processes behind one address"): Colyseus' Redis
// presence and driver of the same minor version as its core, and one core only. Unpinned, npm on Node 20
// brought the 0.17 Redis packages and a second, 0.17 core beside 0.18, and the matchmaker then runs
// on two different copies.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> };
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, { version?: string }>;
};

describe('the scale-out packages', () => {
  it.each([
    ['@colyseus/core', '0.18.17'],
    ['@colyseus/redis-presence', '0.18.5'],
    ['@colyseus/redis-driver', '0.18.3'],
    ['ioredis', '5.11.1'],
    ['pg', '8.23.1'],
  ])('%s is pinned to %s exactly', (name, version) => {
    expect(pkg.dependencies[name]).toBe(version);
    expect(lock.packages[`node_modules/${name}`]?.version).toBe(version);
  });

  it('the lock holds one @colyseus/core and one ioredis', () => {
    const copies = (name: string) =>
      Object.keys(lock.packages).filter((k) => k.endsWith(`node_modules/${name}`));
    expect(copies('@colyseus/core')).toStrictEqual(['node_modules/@colyseus/core']);
    expect(copies('ioredis')).toStrictEqual(['node_modules/ioredis']);
  });
});

// The rules help names the Infinity wiki's page on a rule where one exists (issue: player text cites
// the rule by its name, and where one exists the wiki page name): every page named is one RULES.md
// cites as a source, and its link is the wiki's address of that page.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HELP_TOPICS } from './rulesHelp.ts';
import { HELP_ENTRIES, HELP_TEXTS, wikiUrl } from './helpTexts.ts';

/** The rules digest, beside the repository (../shared/RULES.md from its root). */
const RULES = join(import.meta.dirname, '..', '..', '..', '..', 'shared', 'RULES.md');

const named = HELP_ENTRIES.flatMap((e) => (e.wiki ? [{ id: e.id, page: e.wiki }] : []));

/**
 * The English wiki's page titles a text links to (spaces for underscores): "…/Idle",
 * "…/index.php?title=Dodge", "…/index.php?diff=next&oldid=402&title=Discover". The N3 (/en/), German
 * and Spanish wikis are other pages and do not count.
 */
function wikiPagesCited(text: string): Set<string> {
  const pages = new Set<string>();
  for (const m of text.matchAll(/https?:\/\/infinitythewiki\.com\/[^\s,]+/g)) {
    let address = m[0];
    // A closing parenthesis or full stop of the sentence is not part of the address.
    while (
      /[).]$/.test(address) &&
      (address.match(/\(/g) ?? []).length < (address.match(/\)/g) ?? []).length
    ) {
      address = address.slice(0, -1);
    }
    address = address.replace(/\.$/, '');
    const url = new URL(address);
    if (/^\/(en|de|wiki-es)\//.test(url.pathname)) continue;
    const title =
      url.pathname === '/index.php'
        ? url.searchParams.get('title')
        : decodeURIComponent(url.pathname.slice(1));
    if (title) pages.add(title.replaceAll('_', ' '));
  }
  return pages;
}

describe('the wiki pages named in the rules help', () => {
  it('name a page for most topics, each a known topic, titled as the wiki titles it', () => {
    expect(named.length).toBeGreaterThanOrEqual(15);
    const ids = HELP_TOPICS.map((t) => t.id);
    for (const { id, page } of named) {
      expect(ids).toContain(id);
      expect(page, id).toMatch(/^[A-Z][A-Za-z]*( [A-Za-z]+)*$/);
    }
    // One place: the names live with the help texts only.
    expect(Object.values(HELP_TEXTS).filter((t) => t.wiki).length).toBe(named.length);
  });

  it.each([
    ['Discover', 'https://infinitythewiki.com/Discover'],
    ['Zone of Control', 'https://infinitythewiki.com/Zone_of_Control'],
    ['Orders and the Order Pool', 'https://infinitythewiki.com/Orders_and_the_Order_Pool'],
  ])('%s links to %s', (page, url) => {
    expect(wikiUrl(page)).toBe(url);
  });

  it('reads page titles from every form of address the digest uses', () => {
    const text = [
      '### 6.1 Idle (https://infinitythewiki.com/Idle)',
      '(https://infinitythewiki.com/index.php?title=Dodge , http://infinitythewiki.com/index.php?title=Initiative_and_Deployment&oldid=1224 ,',
      'https://infinitythewiki.com/index.php?diff=next&oldid=402&title=Discover (N4),',
      'http://infinitythewiki.com/en/Holoecho (N3) https://infinitythewiki.com/wiki-es/index.php?title=Descubrir&oldid=745',
      'https://infinitythewiki.com/CC_Attack_(%2B3)',
    ].join('\n');
    expect([...wikiPagesCited(text)].sort()).toEqual(
      ['CC Attack (+3)', 'Discover', 'Dodge', 'Idle', 'Initiative and Deployment'].sort(),
    );
  });
});

// The digest sits beside the repository, not in it: where a checkout has no ../shared, this is skipped
// (and says so in the report); the names above are still checked for their shape.
describe.skipIf(!existsSync(RULES))('the wiki pages against RULES.md', () => {
  it('every page named is one the digest cites as a source', () => {
    const cited = wikiPagesCited(readFileSync(RULES, 'utf8'));
    expect(cited.size).toBeGreaterThan(30);
    const missing = named.filter((n) => !cited.has(n.page));
    expect(missing).toEqual([]);
  });
});

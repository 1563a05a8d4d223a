import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';

/**
 * Texts point to rules by id (src/rules/ruleRefs.ts), never by a citation written into them: a log
 * line, a violation, a step or a panel carries `rules`, and the screen shows each rule by its name, a
 * link to the rules help. This reads every source file under src/ and server/ (tests excluded) and
 * fails on a string literal, template or JSX text that holds "RULES.md", a seed page ("seed 001") or
 * a decision code in parentheses ("(T38)", "(decision D15)"). Comments are not code: they keep their
 * citations for developers.
 */

const CITATION = /RULES\.md|\bseed \d{3}\b|\([^()]*\b[TDA]\d{1,3}\b[^()]*\)/;

interface Finding {
  line: number;
  text: string;
}

/** The texts in one file's code (not its comments) that cite the digest, a seed page or a decision. */
function citationsIn(source: string, fileName = 'file.tsx'): Finding[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const found: Finding[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateHead(node) ||
        ts.isTemplateMiddle(node) ||
        ts.isTemplateTail(node) ||
        ts.isJsxText(node)) &&
      CITATION.test(node.text)
    ) {
      const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
      found.push({ line: line + 1, text: node.text.trim() });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const ROOT = join(import.meta.dirname, '..', '..', '..');
const SOURCES = ['src', 'server']
  .flatMap((dir) =>
    readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' }).map((f) => join(dir, f)),
  )
  .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$|\.d\.ts$/.test(f))
  .sort();

describe('the scanner', () => {
  test('finds a citation in a string, a template, JSX text and an attribute', () => {
    const source = `
      export function A({ x }: { x: boolean }) {
        const m = 'Discover is out of range (RULES.md §9.2).';
        const t = \`Deployed at the edge (decision D15): \${String(x)}\`;
        return (
          <p title="Facing any way (seed 001)">
            Two Discovers are legal (T31).
            {m}{t}
          </p>
        );
      }`;
    expect(citationsIn(source).map((f) => f.line)).toEqual([3, 4, 6, 7]);
  });

  test('leaves comments, bare sections and words that only look like codes', () => {
    const source = `
      // Alert (RULES.md §6.7, T52).
      /** Discover (RULES.md §9.2, seed 002). */
      export const RULE = { section: '§10.4, A2' }; // a section in data is for developers
      export const NAME = 'Line Trooper (20.0, 6.0)'.length > 0 ? 'A4 paper' : 'D-Day';
      {/* in JSX (RULES.md §7) */}`;
    expect(citationsIn(source)).toEqual([]);
  });
});

describe('no text in src/ or server/ cites RULES.md, a seed page or a decision code', () => {
  test('there are sources to read', () => {
    expect(SOURCES.length).toBeGreaterThan(100);
  });

  test.each(SOURCES)('%s', (name) => {
    const found = citationsIn(readFileSync(join(ROOT, name), 'utf8'), name).map(
      (f) => `${relative(ROOT, join(ROOT, name))}:${String(f.line)}: ${f.text}`,
    );
    expect(found).toEqual([]);
  });
});

import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';
import { topicForMessage } from './rulesHelp.ts';

/**
 * Players never read "RULES.md", a digest section (§9.2), a seed page ("seed 001") or a decision code
 * (T23, D27, A24): the screen names the rule and links to the rules help (citations.ts). This reads
 * the source of every component in src/ui and fails on text that would reach the screen with such a
 * citation as it is written: JSX text, a JSX attribute (title, aria-label, ...), a string in a JSX
 * expression, or a window.confirm/alert text. Comments are not code, so they keep their citations;
 * so do the texts handed to the converters (RuleText's text, RuleLink's message, SectionLink's
 * section, plainRuleText(...)). Messages from the engine, the rules and the store are not literals
 * here: the components that show them go through RuleText or plainRuleText.
 */

const CITATION = /RULES\.md|§\s*\d|\bseed \d{3}\b|\b[TDA]\d{1,3}\b/;

/** Components and props that turn a citation into the rule's name. */
const CONVERTING_PROPS: Readonly<Record<string, string>> = {
  RuleText: 'text',
  RuleLink: 'message',
  SectionLink: 'section',
};
const CONVERTING_CALLS = new Set(['plainRuleText', 'citationSegments', 'topicForMessage']);
const SHOWING_CALLS = new Set(['confirm', 'alert', 'prompt']);

interface Finding {
  line: number;
  text: string;
}

function calleeName(call: ts.CallExpression): string {
  const e = call.expression;
  if (ts.isIdentifier(e)) return e.text;
  if (ts.isPropertyAccessExpression(e)) return e.name.text;
  return '';
}

function tagName(attr: ts.JsxAttribute): string {
  const element = attr.parent.parent;
  return element.tagName.getText();
}

/**
 * Whether a piece of text reaches the screen as written: climbs from the literal through the
 * expressions that pass it on (a condition, `??`, a template, parentheses) to what takes it.
 */
function shownAsWritten(node: ts.Node): boolean {
  let at: ts.Node = node;
  for (;;) {
    const up = at.parent;
    if (
      ts.isParenthesizedExpression(up) ||
      ts.isConditionalExpression(up) ||
      ts.isBinaryExpression(up) ||
      ts.isTemplateSpan(up) ||
      ts.isTemplateExpression(up) ||
      ts.isAsExpression(up)
    ) {
      at = up;
      continue;
    }
    if (ts.isJsxExpression(up)) {
      // A child of an element is shown; in an attribute, the attribute decides.
      if (ts.isJsxAttribute(up.parent)) {
        at = up;
        continue;
      }
      return true;
    }
    if (ts.isJsxAttribute(up)) return CONVERTING_PROPS[tagName(up)] !== up.name.getText();
    if (ts.isCallExpression(up)) {
      const name = calleeName(up);
      if (CONVERTING_CALLS.has(name)) return false;
      return SHOWING_CALLS.has(name);
    }
    // A variable, a property, an argument of some other call: not shown as it is here.
    return false;
  }
}

/** The citations that would reach the screen from one component's source, by line. */
function citationsShown(source: string, fileName = 'component.tsx'): Finding[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Finding[] = [];
  const report = (node: ts.Node, text: string) => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    found.push({ line: line + 1, text: text.trim() });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      if (CITATION.test(node.text)) report(node, node.text);
    } else if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      const target =
        ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node : node.parent;
      const owner = ts.isTemplateSpan(target) ? target.parent : target;
      if (CITATION.test(node.text) && shownAsWritten(owner)) report(node, node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The sections handed to SectionLink and RuleLink as literals: each must have a help topic. */
function linkedSections(source: string): string[] {
  const file = ts.createSourceFile('component.tsx', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const out: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isJsxAttribute(node) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      ['SectionLink', 'RuleLink'].includes(tagName(node)) &&
      CONVERTING_PROPS[tagName(node)] === node.name.getText()
    ) {
      out.push(node.initializer.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return out;
}

const UI = join(import.meta.dirname, '..');
const COMPONENTS = readdirSync(UI, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.tsx') && !/\.test\.tsx$/.test(f))
  .sort();

describe('the scanner', () => {
  test('finds a citation in JSX text, an attribute, a shown expression and a confirm', () => {
    const source = `
      export function A({ x }: { x: boolean }) {
        if (x) window.confirm('Facing any way (seed 001)?');
        return (
          <p title="Discover (RULES.md §9.2)" aria-label={\`Decoy \${String(x)} (D47)\`}>
            Dodge up to 2" (RULES.md §6.4).
            {x ? 'Reset (§6.5)' : 'no'}
          </p>
        );
      }`;
    expect(citationsShown(source).map((f) => f.line)).toEqual([3, 5, 5, 6, 7]);
  });

  test('leaves comments, converted texts and texts that are not shown as written', () => {
    const source = `
      // Alert (RULES.md §6.7, T52).
      /** Discover (RULES.md §9.2). */
      export function B({ why }: { why: string }) {
        const later = 'kept in a variable (RULES.md §12)';
        say('shown by the status bar through RuleText (RULES.md §9.2)');
        return (
          <p title={plainRuleText('An Irregular trooper (RULES.md §5.1)')}>
            {/* a comment in JSX (RULES.md §7) */}
            <RuleText text={\`\${why} (RULES.md \${later})\`} /> <RuleLink message="RULES.md §12" />
            (<SectionLink section="§6.7" />) seed {why}
          </p>
        );
      }`;
    expect(citationsShown(source)).toEqual([]);
  });
});

describe('no citation reaches the screen from a component (src/ui/**/*.tsx)', () => {
  test('there are components to read', () => {
    expect(COMPONENTS.length).toBeGreaterThan(20);
  });

  test.each(COMPONENTS)('%s', (name) => {
    const path = join(UI, name);
    const source = readFileSync(path, 'utf8');
    const found = citationsShown(source, path).map(
      (f) => `${relative(UI, path)}:${String(f.line)}: ${f.text}`,
    );
    expect(found).toEqual([]);
    const unlinked = linkedSections(source).filter((s) => topicForMessage(s) === undefined);
    expect(unlinked, 'a SectionLink or RuleLink to a section the rules help has no topic for').toEqual([]);
  });
});

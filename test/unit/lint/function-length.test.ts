import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// A function is read on one screen (docs/architecture.md, Ports, adapters, composition): none of the product's code is longer than
// MAX_LINES, counted with TypeScript's own parser from the line of its first token to the line of
// its last. Service factories and components count as the functions they are, whatever they hold.

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const FOLDERS = ['functions', 'shared', 'web/src', 'bin', 'infra'];
const SKIPPED = new Set(['node_modules', 'dist', 'cdk.out']);
const MAX_LINES = 150;

function sourceFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** A function's name as the code gives it: its own, or the variable, property or method it is assigned to. */
function nameOf(node: ts.FunctionLikeDeclaration, source: ts.SourceFile): string {
  if (node.name) return node.name.getText(source);
  const parent = node.parent;
  if ((ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) && parent.name) return parent.name.getText(source);
  return `(anonymous, line ${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1})`;
}

/** Every function of `path` longer than MAX_LINES, as `path name`, with its length. */
function longFunctions(
  path: string,
  text = readFileSync(join(ROOT, path), 'utf8'),
): { readonly name: string; readonly lines: number }[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const found: { name: string; lines: number }[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isFunctionDeclaration(node) ||
      ts.isFunctionExpression(node) ||
      ts.isArrowFunction(node) ||
      ts.isMethodDeclaration(node)
    ) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      if (last - first + 1 > MAX_LINES) found.push({ name: `${path} ${nameOf(node, source)}`, lines: last - first + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('function length', () => {
  const long = FOLDERS.flatMap((folder) => sourceFiles(folder)).flatMap((path) => longFunctions(path));

  it(`holds every function of the product to ${MAX_LINES} lines`, () => {
    expect(long.map(({ name, lines }) => `${name}: ${lines} lines`)).toEqual([]);
  });

  it('counts a function from the line it starts on to the line it ends on, nested ones apart', () => {
    const body = (lines: number) => '  step();\n'.repeat(lines - 2);
    const text = [
      `export function atTheLimit() {\n${body(MAX_LINES)}}`,
      `export const overTheLimit = () => {\n${body(MAX_LINES + 1)}};`,
      `export function holder() {\n  return {\n    inner() {\n${body(MAX_LINES + 2)}    },\n  };\n}`,
    ].join('\n');
    expect(longFunctions('example.ts', text)).toEqual([
      { name: 'example.ts overTheLimit', lines: MAX_LINES + 1 },
      { name: 'example.ts holder', lines: MAX_LINES + 6 },
      { name: 'example.ts inner', lines: MAX_LINES + 2 },
    ]);
  });
});

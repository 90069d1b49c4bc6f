import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

// The repository explains itself: comments and docs point at docs/ (docs/product.md for the
// product's rules, docs/architecture.md for how they are carried out), never at documents a clone
// does not have, and every pointer names a section that exists.

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Folders that are never the repository's own text. */
const SKIPPED_FOLDERS = new Set(['.git', 'node_modules', '.local', 'cdk.out', 'dist', 'coverage']);

/** The repository's files, as git lists them (new ones too); outside a git checkout, every file but the skipped folders. */
function repositoryFiles(): string[] {
  try {
    return execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    })
      .split('\0')
      .filter((path) => path !== '');
  } catch {
    const files: string[] = [];
    const walk = (folder: string): void => {
      for (const entry of readdirSync(join(ROOT, folder), { withFileTypes: true })) {
        const path = folder === '' ? entry.name : `${folder}/${entry.name}`;
        if (entry.isDirectory()) {
          if (!SKIPPED_FOLDERS.has(entry.name)) walk(path);
        } else if (entry.isFile()) files.push(path);
      }
    };
    walk('');
    return files;
  }
}

/** The text files among them (a NUL byte marks a binary one), with their text. */
function textFiles(): ReadonlyMap<string, string> {
  const texts = new Map<string, string>();
  for (const path of repositoryFiles()) {
    if (path === 'package-lock.json') continue;
    let text: string;
    try {
      text = readFileSync(join(ROOT, path), 'utf8');
    } catch {
      continue; // listed but absent (deleted in the working tree)
    }
    if (!text.includes('\0')) texts.set(path, text);
  }
  return texts;
}

const TEXTS = textFiles();

/**
 * Citations of documents outside the repository. Written in two parts so that this file does not
 * cite them itself.
 */
const OUTSIDE_CITATIONS = ['SPEC' + ' §', 'SPEC' + '.md', 'DESIGN' + '.md', 'DESIGN' + ' §'];

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The headings of a Markdown file, outside fenced code. */
function headingsOf(markdown: string): string[] {
  const headings: string[] = [];
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading?.[1]) headings.push(heading[1]);
  }
  return headings;
}

/** The anchors of a Markdown file, repeated headings numbered as GitHub numbers them. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const heading of headingsOf(markdown)) {
    const anchor = anchorOf(heading);
    const times = seen.get(anchor) ?? 0;
    anchors.add(times === 0 ? anchor : `${anchor}-${times}`);
    seen.set(anchor, times + 1);
  }
  return anchors;
}

/** One line per finding: `path:line: what`. */
function at(path: string, text: string, index: number, what: string): string {
  return `${path}:${text.slice(0, index).split('\n').length}: ${what}`;
}

/**
 * The text with comment line breaks turned into spaces, so that a pointer wrapped over two lines of
 * a comment reads as one. Offsets are kept: the whitespace and comment markers between the lines are
 * replaced one character for one.
 */
function joinedLines(text: string): string {
  return text.replace(/\n[ \t]*(?:\/\/+|\*(?!\/)|#)?[ \t]*/g, (gap) => ' '.repeat(gap.length));
}

/** Pointers `docs/<file>.md, <Section>` (the section may be quoted), with where they are. */
function sectionPointers(text: string): { doc: string; rest: string; index: number }[] {
  const joined = joinedLines(text);
  const pointers: { doc: string; rest: string; index: number }[] = [];
  for (const match of joined.matchAll(/docs\/([\w-]+\.md), ["“]?(?=[A-Z])/g)) {
    const doc = match[1];
    if (!doc) continue;
    const rest = joined.slice(match.index + match[0].length, match.index + match[0].length + 200).replace(/\s+/g, ' ');
    pointers.push({ doc: `docs/${doc}`, rest, index: match.index });
  }
  return pointers;
}

describe('references to documentation', () => {
  it('reads the repository', () => {
    expect(TEXTS.has('docs/product.md')).toBe(true);
    expect(TEXTS.has('docs/architecture.md')).toBe(true);
    expect(TEXTS.size).toBeGreaterThan(100);
  });

  it('cites no document a clone does not have (the product is described in docs/product.md)', () => {
    const found: string[] = [];
    for (const [path, text] of TEXTS) {
      for (const citation of OUTSIDE_CITATIONS) {
        for (let index = text.indexOf(citation); index >= 0; index = text.indexOf(citation, index + 1)) {
          found.push(at(path, text, index, `cites "${citation}"`));
        }
      }
    }
    expect(found).toEqual([]);
  });

  it('points only at sections that exist: "docs/<file>.md, <Section>" names a heading of that file', () => {
    const found: string[] = [];
    let pointers = 0;
    for (const [path, text] of TEXTS) {
      for (const { doc, rest, index } of sectionPointers(text)) {
        pointers += 1;
        const target = TEXTS.get(doc);
        if (target === undefined) {
          found.push(at(path, text, index, `points at ${doc}, which is not in the repository`));
          continue;
        }
        if (!headingsOf(target).some((heading) => rest.startsWith(heading))) {
          found.push(at(path, text, index, `points at ${doc}, "${rest.slice(0, 40)}…", which is none of its headings`));
        }
      }
    }
    expect(found).toEqual([]);
    expect(pointers).toBeGreaterThan(100);
  });

  it("links only to anchors that exist: a Markdown link's #section is a heading of the file it names", () => {
    const found: string[] = [];
    for (const [path, text] of TEXTS) {
      if (!path.endsWith('.md')) continue;
      for (const match of text.matchAll(/\]\(([^()\s#:]*\.md)?#([^()\s]+)\)/g)) {
        const [, file, anchor] = match;
        const target = file ? posix.normalize(posix.join(posix.dirname(path), file)) : path;
        const markdown = TEXTS.get(target);
        if (markdown === undefined) {
          // a link outside the repository, or to a file in a folder above it
          if (!relative(ROOT, join(ROOT, target)).startsWith('..'))
            found.push(at(path, text, match.index, `links to ${target}, which is missing`));
          continue;
        }
        if (!anchorsOf(markdown).has(anchor ?? ''))
          found.push(at(path, text, match.index, `links to ${target}#${anchor}, no such heading`));
      }
    }
    expect(found).toEqual([]);
  });

  it('reads a pointer wrapped over comment lines as one, and GitHub anchors as GitHub makes them', () => {
    const product = ['docs', 'product.md'].join('/'); // not a pointer of this file
    const [pointer] = sectionPointers(`/**\n * Trial rules (${product}, Instances,\n * trial and plans): a trial.\n */`);
    expect(pointer?.doc).toBe('docs/product.md');
    expect(pointer?.rest.startsWith('Instances, trial and plans')).toBe(true);
    expect(sectionPointers('see docs/api.md, docs/writing.md')).toEqual([]);
    expect(anchorOf('Instances, trial and plans')).toBe('instances-trial-and-plans');
    expect(anchorOf('Signed links: encrypt and decrypt')).toBe('signed-links-encrypt-and-decrypt');
    expect([...anchorsOf('# A\n## B\n```\n# not a heading\n```\n## B\n')]).toEqual(['a', 'b', 'b-1']);
  });
});

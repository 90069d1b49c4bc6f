import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const FIXTURE = path.join(ROOT, 'test/fixtures/writer/en-saas-link-mcp-generator.json');

interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

function runWrite(args: string[], env: NodeJS.ProcessEnv = {}): Promise<Run> {
  const cleanEnv = { ...process.env, OPENAI_API_KEY: '', OPENAI_BASE_URL: '', ...env };
  return new Promise((resolve) => {
    execFile(TSX, ['bin/write.ts', ...args], { cwd: ROOT, env: cleanEnv, timeout: 30_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

async function tempFile(name: string, content: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'reachwise-write-'));
  const file = path.join(dir, name);
  await writeFile(file, content);
  return file;
}

// each test starts tsx on bin/write.ts (one to two cold processes of a few seconds on a busy machine)
describe('npm run write', { timeout: 30_000 }, () => {
  it('prints the written email as JSON and exits 0 when it passes every rule', async () => {
    const run = await runWrite(['--input', FIXTURE, '--writer', 'offline']);
    expect(run.code).toBe(0);
    const output = JSON.parse(run.stdout) as Record<string, unknown>;
    expect(output).toMatchObject({ status: 'WRITTEN', writer: 'offline', violations: [], attempts: 1 });
    expect(output.usage).toEqual({ promptTokens: 0, completionTokens: 0, totalTokens: 0 });
    expect(output.subject).toEqual(expect.any(String));
    expect(output.html).toMatch(/^<html><body>[\s\S]*<\/body><\/html>$/);
    expect(output.html).toContain('<a href="{{link}}">');
    expect(output.text).toMatch(/^Hi \{\{firstName\}\},|^Hello \{\{firstName\}\},/);
  });

  it('uses the offline writer when no model key is configured', async () => {
    const run = await runWrite(['--input', FIXTURE]);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ writer: 'offline' });
  });

  it('names every invalid field of the input file and exits 1', async () => {
    const file = await tempFile('bad.json', JSON.stringify({ company: { name: 'Acme' }, language: 'KLINGON' }));
    const run = await runWrite(['--input', file]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('is not a valid writer input');
    expect(run.stderr).toContain('company.description');
    expect(run.stderr).toContain('product');
    expect(run.stderr).toContain('language');
    expect(run.stdout).toBe('');
  });

  it('says the file is not JSON when it is not', async () => {
    const file = await tempFile('broken.json', '{ "company": ');
    const run = await runWrite(['--input', file]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('is not valid JSON');
  });

  it('refuses an unknown writer and a missing input with the usage line', async () => {
    const unknown = await runWrite(['--input', FIXTURE, '--writer', 'magic']);
    const missing = await runWrite([]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("Unknown writer 'magic'");
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('Missing --input.');
    expect(missing.stderr).toContain('Usage: npm run write');
  });

  it('names OPENAI_API_KEY when the OpenAI writer is asked for without a key', async () => {
    const run = await runWrite(['--input', FIXTURE, '--writer', 'openai']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('OPENAI_API_KEY');
  });
});

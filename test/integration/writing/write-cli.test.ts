import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { FakeOpenAiServer, jsonAnswer } from '../../support/fake-openai-server';
import { SAMPLE_LINK_EMAIL, SAMPLE_WRITER_INPUT } from '../../support/writer-samples';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');

const input = SAMPLE_WRITER_INPUT;
const goodEmail = SAMPLE_LINK_EMAIL;

const server = new FakeOpenAiServer();
let inputFile = '';

function runWrite(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = { ...process.env, OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: server.baseUrl, OPENAI_MODEL: 'local-model' };
  return new Promise((resolve) => {
    execFile(TSX, ['bin/write.ts', ...args], { cwd: ROOT, env, timeout: 30_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

beforeAll(async () => {
  await server.start();
  const dir = await mkdtemp(path.join(tmpdir(), 'reachwise-write-'));
  inputFile = path.join(dir, 'input.json');
  await writeFile(inputFile, JSON.stringify(input));
});

afterEach(() => {
  server.reset();
});

afterAll(async () => {
  await server.stop();
});

describe('npm run write with the OpenAI writer', () => {
  it('prints the model email with its token usage when it passes every rule', async () => {
    server.script(jsonAnswer(goodEmail));
    const run = await runWrite(['--input', inputFile]);
    expect(run.code).toBe(0);
    const output = JSON.parse(run.stdout) as { usage: { totalTokens: number } } & Record<string, unknown>;
    expect(output).toMatchObject({ status: 'WRITTEN', writer: 'openai:local-model', subject: goodEmail.subject, attempts: 1 });
    expect(output.text).toContain('Hi {{firstName}},');
    expect(output.usage.totalTokens).toBeGreaterThan(0);
    expect(server.chatRequests).toHaveLength(1);
  });

  it('prints FAILED with the violations and exits 2 when the answer never passes the rules', async () => {
    const bad = { subject: 'Ledgerly — for you', html: '<html><body><p>Hello there</p></body></html>' };
    server.script(jsonAnswer(bad), jsonAnswer(bad), jsonAnswer(bad));
    const run = await runWrite(['--input', inputFile, '--writer', 'openai']);
    expect(run.code).toBe(2);
    const output = JSON.parse(run.stdout) as { violations: { code: string }[] } & Record<string, unknown>;
    expect(output).toMatchObject({ status: 'FAILED', attempts: 3 });
    expect(output.violations.map((violation) => violation.code)).toEqual(
      expect.arrayContaining(['GREETING', 'DASH', 'SUBJECT_NAMES_PRODUCT']),
    );
  });
});

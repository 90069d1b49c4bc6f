import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { fileContent, generatedSets } from '../../fixtures/inbound-mail/generate';

// The generated messages are committed: they must be what the generator writes today, so a
// change to a template shows in the files (and the labels) it changes.
const FOLDER = fileURLToPath(new URL('../../fixtures/inbound-mail/', import.meta.url));
const { tuning, heldOut } = generatedSets();

describe.each([
  ['the tuning set', '', tuning],
  ['the held-out set', 'held-out/', heldOut],
])('the generated messages of %s', (_, folder, samples) => {
  const labels = JSON.parse(readFileSync(`${FOLDER}${folder}labels.json`, 'utf8')) as Record<string, unknown>;

  it('are the files committed, byte for byte, with their labels', () => {
    const differing = samples.filter(
      (sample) => readFileSync(`${FOLDER}${folder}${sample.file}`, 'utf8') !== fileContent(sample),
    );
    expect(differing.map(({ file }) => file)).toEqual([]);
    expect(Object.fromEntries(samples.map(({ file }) => [file, labels[file]]))).toEqual(
      Object.fromEntries(samples.map(({ file, label }) => [file, label])),
    );
  });

  it('are all the generated files of the folder', () => {
    const generated = Object.keys(labels).filter((file) => /-g\d+\.eml$/.test(file));
    expect(generated.sort()).toEqual(samples.map(({ file }) => file).sort());
  });
});

it('draws the two sets from different contacts, wordings and Message-IDs', () => {
  const raws = (samples: typeof tuning) => new Set(samples.map(({ raw }) => raw));
  const tuningRaw = raws(tuning);
  expect(heldOut.filter(({ raw }) => tuningRaw.has(raw))).toEqual([]);
  expect(heldOut.every(({ raw }) => !raw.includes('01JABCDEF_'))).toBe(true);
  expect(tuning.every(({ raw }) => !raw.includes('01JHELDOUT_'))).toBe(true);
});

import { describe, expect, it } from 'vitest';

import { accentStylesheet, ACCENT_THEME } from '../../../web/accent-theme';
import { effectiveMode, readColourMode, saveColourMode } from '../../../web/src/app/colour-mode';
import { memoryStorage } from '../../../web/src/app/storage';
import { passwordChangeFailure } from '../../../web/src/auth/change-password';
import { registrationOf } from '../../../web/src/pages/account/register/registration';
import { TERMS_LAST_UPDATED, TERMS_SECTIONS, TERMS_TITLE } from '../../../web/src/components/terms/terms-content';

describe('the colour mode', () => {
  it('is system until one is chosen, and remembers the choice', () => {
    const storage = memoryStorage();
    const before = readColourMode(storage);

    saveColourMode(storage, 'dark');

    expect(before).toBe('system');
    expect(readColourMode(storage)).toBe('dark');
    expect(storage.getItem('colourMode')).toBe('dark');
  });

  it('ignores an unknown stored mode', () => {
    expect(readColourMode(memoryStorage({ colourMode: 'sepia' }))).toBe('system');
  });

  it("follows the system's preference in system mode only", () => {
    expect(effectiveMode('system', true)).toBe('dark');
    expect(effectiveMode('system', false)).toBe('light');
    expect(effectiveMode('light', true)).toBe('light');
    expect(effectiveMode('dark', false)).toBe('dark');
  });
});

describe('the accent colour', () => {
  it("seeds Cloudscape's primary palette with #00ab8c", () => {
    expect(ACCENT_THEME.referenceTokens?.color?.primary).toBe('#00ab8c');
  });

  it("becomes Cloudscape's primary colours in the generated stylesheet", async () => {
    const css = await accentStylesheet();

    expect(css).toMatch(/--color-primary-500-[a-z0-9]+:\s*#00ab8c/);
    expect(css).toMatch(/--color-primary-600-[a-z0-9]+:/);
  }, 30_000);
});

describe('the terms text', () => {
  const text = TERMS_SECTIONS.flatMap((section) => [section.heading, ...section.paragraphs]).join('\n');

  it('is titled Terms & Conditions and dated August 6, 2024', () => {
    expect(TERMS_TITLE).toBe('Terms & Conditions');
    expect(TERMS_LAST_UPDATED).toBe('Last updated: August 6, 2024');
  });

  it('states every value of the terms', () => {
    expect(text).toContain('60 days from the Effective Date');
    expect(text).toContain('final 15 days of the Trial Period');
    expect(text).toContain('Within 5 days of a written request');
    expect(text).toContain('certify in writing');
    expect(text).toContain('within 6 months from the Effective Date');
    expect(text).toContain('a further 1 year');
    expect(text).toContain('for 2 years after it ends');
    expect(text).toContain('within 14 days of receiving written notice');
    expect(text).toContain('for 30 days from that notice');
    expect(text).toContain('binding arbitration');
    expect(text).toContain('the laws of the State of Texas');
    expect(text).toContain('on behalf of, or for the benefit of, any third party');
    expect(text).toContain('ends automatically at the end of the Trial Period');
  });
});

describe('the registration and password forms', () => {
  it('sends trimmed registration details, leaving out the empty optional ones', () => {
    expect(registrationOf({ email: ' nia@newco.example ', firstName: 'Nia', lastName: '', companyName: ' NewCo ' })).toEqual({
      email: 'nia@newco.example',
      firstName: 'Nia',
      companyName: 'NewCo',
    });
  });

  it("shows a failed password change's own message, or 'An error occurred'", () => {
    expect(passwordChangeFailure(new Error('Incorrect username or password.'))).toBe('Incorrect username or password.');
    expect(passwordChangeFailure(new Error(''))).toBe('An error occurred');
    expect(passwordChangeFailure('nope')).toBe('An error occurred');
  });
});

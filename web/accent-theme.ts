import type { Theme } from '@cloudscape-design/components/theming';
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

import { ACCENT_COLOUR } from '../shared/domain/product';

/** The id the app imports the accent stylesheet by (`import 'virtual:reachwise-accent.css'`). */
export const ACCENT_STYLESHEET_ID = 'virtual:reachwise-accent.css';
const RESOLVED_ID = `\0${ACCENT_STYLESHEET_ID}`;
const WEB_ROOT = path.dirname(fileURLToPath(import.meta.url));

/**
 * The brand theme: Cloudscape's primary palette seeded with the accent colour (docs/product.md, Screens and shell), so
 * buttons, links, focus rings and selections take it in light and dark mode alike.
 */
export const ACCENT_THEME: Theme = { referenceTokens: { color: { primary: ACCENT_COLOUR } }, tokens: {} };

type GenerateThemeStylesheet = (params: { theme: Theme }) => string;

/**
 * Cloudscape's `generateThemeStylesheet`, bundled on the fly: the package's ES modules import
 * directories, which Node cannot load as they are.
 */
async function loadThemingApi(): Promise<GenerateThemeStylesheet> {
  const bundled = await build({
    stdin: {
      contents: "export { generateThemeStylesheet } from '@cloudscape-design/components/theming';",
      resolveDir: WEB_ROOT,
    },
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    logLevel: 'silent',
  });
  const code = bundled.outputFiles[0]?.text ?? '';
  const module = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as {
    generateThemeStylesheet: GenerateThemeStylesheet;
  };
  return module.generateThemeStylesheet;
}

/** The accent theme as CSS custom properties over Cloudscape's own, from Cloudscape's theming API. */
export async function accentStylesheet(): Promise<string> {
  const generateThemeStylesheet = await loadThemingApi();
  return generateThemeStylesheet({ theme: ACCENT_THEME });
}

/**
 * Serves the accent stylesheet to the app, generated when the app is built or served rather than
 * in the browser: `applyTheme` would add about 95 KB gzip of theming code to the first load for a
 * few lines of CSS that never change at run time.
 */
export function accentTheme(): Plugin {
  let stylesheet: Promise<string> | undefined;
  return {
    name: 'reachwise:accent-theme',
    resolveId: (id) => (id === ACCENT_STYLESHEET_ID ? RESOLVED_ID : undefined),
    load: (id) => {
      if (id !== RESOLVED_ID) return undefined;
      stylesheet ??= accentStylesheet();
      return stylesheet;
    },
  };
}

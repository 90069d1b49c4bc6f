import type { Plugin } from 'vite';

const NODE_MODULES = /[\\/]node_modules[\\/]/;
/** Amplify and what only it uses: most of it serves the sign-in pages, which load on demand. */
const AUTH_LIBRARIES = /[\\/]node_modules[\\/](?:@aws-amplify|aws-amplify|@aws-crypto|@smithy|js-cookie|uuid)[\\/]/;

/**
 * The libraries every page loads at start (React, the router, the query cache, Cloudscape's core,
 * zod) as one script rather than a score of small ones: each file is compressed on its own, so one
 * file is smaller on the wire. Amplify keeps the automatic split: what the start needs of it goes
 * with the app, its sign-in code stays with the sign-in pages.
 */
export const START_LIBRARIES_GROUP = {
  name: 'vendor',
  tags: ['$initial' as const],
  test: (id: string) => NODE_MODULES.test(id) && !AUTH_LIBRARIES.test(id),
};

const CHART_FILTER_SOURCE = '../internal/components/chart-filter';
const CHART_IMPORTERS = /[\\/]@cloudscape-design[\\/]components[\\/](?:mixed-line-bar-chart|area-chart)[\\/]internal\.js$/;
const LAZY_CHART_FILTER_PREFIX = '\0reachwise-lazy-chart-filter:';

/**
 * Cloudscape's charts import their series filter (a multiselect, about 15 KB gzip) even when
 * `hideFilter` is set, as the dashboard's chart has it. This serves the charts a stand-in that
 * loads the filter the first time one is shown, so a chart without a filter never loads it.
 */
export function lazyChartFilter(): Plugin {
  return {
    name: 'reachwise:lazy-chart-filter',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source !== CHART_FILTER_SOURCE || importer === undefined || !CHART_IMPORTERS.test(importer)) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      if (!resolved) throw new Error(`Cloudscape's chart filter was not found from ${importer}.`);
      return `${LAZY_CHART_FILTER_PREFIX}${resolved.id}`;
    },
    load(id) {
      if (!id.startsWith(LAZY_CHART_FILTER_PREFIX)) return null;
      const filterModule = JSON.stringify(id.slice(LAZY_CHART_FILTER_PREFIX.length));
      return [
        "import { createElement, lazy, memo, Suspense } from 'react';",
        `const ChartFilter = lazy(() => import(${filterModule}));`,
        'function LazyChartFilter(props) {',
        '  return createElement(Suspense, { fallback: null }, createElement(ChartFilter, props));',
        '}',
        'export default memo(LazyChartFilter);',
      ].join('\n');
    },
  };
}

/** The product's own name: page title, contact source and integration type. */
export const PRODUCT_NAME = 'Reachwise';
/** The company named in the footer. */
export const COMPANY_NAME = 'Reachwise';
export const FOOTER_TEXT = `© 2023 - 2025 ${COMPANY_NAME}`;
/** Accent colour of the brand. */
export const ACCENT_COLOUR = '#00ab8c';
/** Layout breakpoints in pixels. */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;
export const COLOUR_MODES = ['light', 'dark', 'system'] as const;
export type ColourMode = (typeof COLOUR_MODES)[number];
/** Local-storage key of the selected instance. */
export const SELECTED_NAMESPACE_STORAGE_KEY = 'selectedNamespace';
/** Request header that carries the selected instance. */
export const SELECTED_NAMESPACE_HEADER = 'SelectedNamespaceId';
/** Request header that carries the browser's time zone: a new user's first instance starts in it. */
export const BROWSER_TIME_ZONE_HEADER = 'BrowserTimeZone';

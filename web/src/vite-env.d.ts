/// <reference types="vite/client" />

// the accent theme, generated at build time (web/accent-theme.ts)
declare module 'virtual:reachwise-accent.css';

export * from './messages';
export * from './route';
export * from './routes';
export * from './schemas';

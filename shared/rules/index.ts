export * from './lifecycle';
export * from './sender';
export * from './trial';

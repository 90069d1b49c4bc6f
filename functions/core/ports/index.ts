// The ports of core: what services need from the outside world, implemented by functions/adapters.
export type * from './access';
export type * from './data';
export type * from './items';
export type * from './link-key';
export type * from './mailer';
export type * from './oauth';
export type * from './queue';
export type * from './repositories';
export type * from './secrets';
export type * from './smtp';
export type * from './token-budget';
export type { Clock } from '../clock';
export type { Writer, WriterInput, WriterResult } from '../writing/writer';

import { Logger } from '@aws-lambda-powertools/logger';

/** One logger per container; the middleware adds the request's namespace to every line and clears it after. */
export const logger = new Logger({ serviceName: 'reachwise-api' });

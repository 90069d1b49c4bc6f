import { Logger } from '@aws-lambda-powertools/logger';

/**
 * The functions' loggers, one per container. The API's: its middleware adds the request's namespace
 * to every line and clears it after.
 */
export const logger = new Logger({ serviceName: 'reachwise-api' });

/** The queue consumers' and scheduled jobs' lines, and what their composition logs. */
export const workerLogger = new Logger({ serviceName: 'reachwise-workers' });

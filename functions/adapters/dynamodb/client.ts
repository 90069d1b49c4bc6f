import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { settleClient } from '../aws-client';
import { resolveCommandsOnce } from './resolved-commands';

/**
 * Wraps a DynamoDB client in the document client the entities use, with the SDK's per-request work
 * that gives the same result on every request done once (`settleClient`). The SDK's logger
 * middleware is taken off the client: no SDK logger is configured, yet it would filter every
 * request's input and output for sensitive fields before handing them to its no-op logger: tens of
 * microseconds of each request's own time (docs/architecture.md, Budgets). Its middleware stack is
 * resolved once per kind of command (`resolveCommandsOnce`).
 */
export function createDocumentClient(client: DynamoDBClient = new DynamoDBClient({})): DynamoDBDocumentClient {
  client.middlewareStack.remove('loggerMiddleware');
  settleClient(client);
  const documentClient = DynamoDBDocumentClient.from(client, {
    marshallOptions: { removeUndefinedValues: true, convertEmptyValues: false },
  });
  resolveCommandsOnce(documentClient);
  return documentClient;
}

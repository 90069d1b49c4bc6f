import { createBundledEmailDomainClassifier } from '../../../../shared/contacts/email-domain-lists';
import { createValidationHandler } from './validation-handler';
import type { WorkerRequest, WorkerResponse } from './validation-protocol';

/** The parts of a dedicated worker's global scope used here (the app is typed against the DOM library). */
interface WorkerScope {
  postMessage(message: WorkerResponse): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<WorkerRequest>) => void): void;
}

// Parses and validates contact files off the page's thread; the domain lists load only here.
const scope = globalThis as unknown as WorkerScope;
const handle = createValidationHandler((message) => scope.postMessage(message), createBundledEmailDomainClassifier);

scope.addEventListener('message', (event) => {
  void handle(event.data);
});

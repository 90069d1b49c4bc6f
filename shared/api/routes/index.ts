import type { RouteDefinition } from '../route';
import { cadenceRoutes } from './cadence';
import { callToActionRoutes } from './call-to-action';
import { campaignRoutes, campaignStatusRoutes } from './campaign';
import { companyRoutes } from './company';
import { contactRoutes } from './contact';
import { contactListRoutes } from './contact-list';
import { customerProfileRoutes } from './customer-profile';
import { dashboardRoutes } from './dashboard';
import { senderRoutes } from './email-sender-config';
import { emailRoutes } from './email';
import { emailStatusRoutes } from './email-status';
import { instantDemoRoutes, pythonRoutes } from './instant-demo';
import { integrationRoutes } from './integration';
import { integrationOutboxRoutes } from './integration-outbox';
import { integrationImportRoutes } from './integration-import';
import { invitationRoutes } from './invitation';
import { linkedinRoutes } from './linkedin';
import { memberRoutes } from './member';
import { namespaceRoutes } from './namespace';
import { personaRoutes } from './persona';
import { productRoutes } from './product';
import { replyRoutes } from './reply';
import { sampleEmailRoutes } from './sample-email';
import { signatureRoutes } from './signature';
import { tierRoutes } from './tier';
import { userRoutes } from './user';
import { webhookHealthRoutes, webhookRoutes } from './webhook';

// The contract, one file per resource: a function imports only its own resource's file, so it
// bundles only the schemas of its routes. This index is for the consumers that want them all
// (infra, the local server, the web client, docs and tests).

export {
  cadenceRoutes,
  callToActionRoutes,
  campaignRoutes,
  campaignStatusRoutes,
  companyRoutes,
  contactListRoutes,
  contactRoutes,
  customerProfileRoutes,
  dashboardRoutes,
  emailRoutes,
  emailStatusRoutes,
  instantDemoRoutes,
  integrationImportRoutes,
  integrationRoutes,
  integrationOutboxRoutes,
  invitationRoutes,
  linkedinRoutes,
  memberRoutes,
  namespaceRoutes,
  personaRoutes,
  productRoutes,
  pythonRoutes,
  replyRoutes,
  sampleEmailRoutes,
  senderRoutes,
  signatureRoutes,
  tierRoutes,
  userRoutes,
  webhookHealthRoutes,
  webhookRoutes,
};

/** HubSpot's webhook, which tells of contact changes in a connected portal (in the API's order where it was declared before it was built). */
const crmWebhookRoutes = {
  webhook_hubspot: webhookRoutes.hubspot,
};

/** Routes declared now whose behaviour comes later: each answers 501. */
export const laterRoutes = {
  python_run: pythonRoutes.run,
  instantDemo_isValidEmail: instantDemoRoutes.isValidEmail,
  instantDemo_randomExampleEmail: instantDemoRoutes.randomExampleEmail,
};

/** The webhooks of the mailbox providers, which tell of new mail in a rep's mailbox. */
const mailboxWebhookRoutes = {
  webhook_gmail: webhookRoutes.gmail,
  webhook_outlook: webhookRoutes.outlook,
};

/** The signed-link routes of emails. */
const emailLinkRoutes = {
  emailStatus_read: emailStatusRoutes.read,
  emailStatus_click: emailStatusRoutes.click,
  emailStatus_unsubscribe: emailStatusRoutes.unsubscribe,
  emailStatus_unsubscribeOneClick: emailStatusRoutes.unsubscribeOneClick,
  emailStatus_decrypt: emailStatusRoutes.decrypt,
  emailStatus_encrypt: emailStatusRoutes.encrypt,
};

/** Every route of the API, in a stable order. */
export const ROUTES: readonly RouteDefinition[] = [
  userRoutes,
  tierRoutes,
  namespaceRoutes,
  senderRoutes,
  companyRoutes,
  productRoutes,
  personaRoutes,
  customerProfileRoutes,
  callToActionRoutes,
  signatureRoutes,
  sampleEmailRoutes,
  cadenceRoutes,
  contactRoutes,
  contactListRoutes,
  integrationRoutes,
  integrationOutboxRoutes,
  // the API's nested stacks group routes by resource (`/api/integration/…`): these join the
  // integration routes' stack, which has room for them, so no deployed route moves
  integrationImportRoutes,
  campaignRoutes,
  campaignStatusRoutes,
  emailRoutes,
  linkedinRoutes,
  dashboardRoutes,
  webhookHealthRoutes,
  mailboxWebhookRoutes,
  emailLinkRoutes,
  crmWebhookRoutes,
  laterRoutes,
  // a resource added after the deployed ones, so that no deployed route moves to another nested stack
  replyRoutes,
  // member management and invitations, added after the replies for the same reason
  memberRoutes,
  invitationRoutes,
].flatMap((group) => Object.values<RouteDefinition>(group));

/** The route with this name; throws for an unknown name (a programming error). */
export function routeNamed(name: string): RouteDefinition {
  const found = ROUTES.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`Unknown route ${name}`);
  return found;
}

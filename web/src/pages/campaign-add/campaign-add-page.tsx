import Box from '@cloudscape-design/components/box';

import { ADD_CAMPAIGN_STAGES } from '../../../../shared/domain/campaign';
import { PlaceholderPage } from '../../components/placeholder-page';

/** `/campaign/add`: creating a campaign. */
export function CampaignAddPage() {
  return (
    <PlaceholderPage
      title={ADD_CAMPAIGN_STAGES[0]}
      description="Choose what you sell, who you reach out to and which mailboxes send, then let the campaign write and send its emails."
      emptyTitle="The campaign wizard will be here"
      emptyText="It walks you through the campaign in steps: the company and product, the customer profile and contacts, the senders and sending rules, and a review before it starts running."
    >
      <Box variant="p" color="text-body-secondary">
        Until then, prepare what a campaign needs from the Components menu: a company, a product or service, a customer profile, a
        call to action, a contact list and a sender.
      </Box>
    </PlaceholderPage>
  );
}

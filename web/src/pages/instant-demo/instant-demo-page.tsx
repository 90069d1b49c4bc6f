import { INSTANT_DEMO_SAMPLE_ADDRESSES } from '../../../../shared/domain/prospector';
import { PRODUCT_NAME } from '../../../../shared/domain/product';
import { PlaceholderPage } from '../../components/placeholder-page';

/** `/website/instant-demo` (public): a cold email written for the visitor's own company. */
export function InstantDemoPage() {
  return (
    <PlaceholderPage
      title="Instant demo"
      description={`See the kind of email ${PRODUCT_NAME} writes, for your own company, in a few seconds.`}
      emptyTitle="The instant demo will be here"
      emptyText={`Enter your work email and ${PRODUCT_NAME} reads your company's website, then writes a personalised cold email to one of your prospects. Not ready to share an address? Try one of ${INSTANT_DEMO_SAMPLE_ADDRESSES} sample addresses instead.`}
    />
  );
}

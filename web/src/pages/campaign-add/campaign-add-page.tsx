import { useSelectedNamespaceId } from '../../app/instance/use-instance';
import { campaignDetailPath } from '../../app/paths';
import { CampaignWizard } from './campaign-wizard';

/**
 * `/campaign/add`: a new campaign, set up in the four stages of the wizard and launched running;
 * once launched, its own page opens. The page is created afresh when the instance changes, so a
 * draft never crosses instances.
 */
export function CampaignAddPage() {
  const namespaceId = useSelectedNamespaceId();
  return <CampaignWizard namespaceId={namespaceId} detailPath={campaignDetailPath} />;
}

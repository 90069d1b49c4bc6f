import { useLocation } from 'react-router-dom';

import { ResourcePage } from '../../components/resource-page';
import { CONTACT_PAGE_CONFIG } from './contact-config';
import { ContactDetail } from './contact-detail';
import { contactIdOf } from './contact-links';

/** `/contact`: the instance's contacts, to add, change and delete; `?contactId=<id>` shows one of them. */
export function ContactPage() {
  const contactId = contactIdOf(useLocation().search);
  if (contactId !== undefined) return <ContactDetail key={contactId} contactId={contactId} />;
  return <ResourcePage config={CONTACT_PAGE_CONFIG} />;
}

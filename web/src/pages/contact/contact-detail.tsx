import Alert from '@cloudscape-design/components/alert';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { companyRoutes } from '../../../../shared/api/routes/company';
import { contactRoutes } from '../../../../shared/api/routes/contact';
import { CONTACT_EMAIL_STATUS_LABELS } from '../../../../shared/domain/email';
import type { Contact } from '../../../../shared/schemas/contact';
import { useApiClient } from '../../api/api-client-context';
import { errorMessage } from '../../api/error-message';
import { EMPTY_VALUE, formatDate, formatEnumLabel, formatPersonName } from '../../app/format';
import { useSelectedNamespaceId } from '../../app/instance/use-instance';
import { timeZoneLabel } from '../../app/time-zones';
import { DeleteModal, ResourceFormModal, useResourceWrites } from '../../components/resource-page';
import { ResourceName } from '../../components/resource-page/resource-name';
import { useFollow } from '../../components/use-follow';
import { CONTACT_PAGE_CONFIG } from './contact-config';
import { contactHref } from './contact-links';
import { CONTACT_STATUS_INDICATOR, EMAIL_STATUS_INDICATOR } from './contact-status';
import { ContactThreadSection } from './contact-thread-section';
import { ReplyInbox } from '../reply/reply-inbox';
import { CRM_NAMES } from '../integration/strings';
import { CONTACT_DETAIL_STRINGS as S, CONTACT_FIELDS as F, CONTACT_SOURCE_LABELS } from './strings';

/** One contact (`/contact?contactId=<id>`): every field, Edit and Delete, and the thread of emails written to it. */
export function ContactDetail({ contactId }: { contactId: string }) {
  const namespaceId = useSelectedNamespaceId();
  const client = useApiClient();
  const navigate = useNavigate();
  const follow = useFollow();
  const { search } = useLocation();
  const [dialog, setDialog] = useState<'edit' | 'delete' | undefined>();
  const config = CONTACT_PAGE_CONFIG;
  const writes = useResourceWrites<Contact>({
    routes: config.routes,
    nouns: config.text.nouns,
    nameOf: config.nameOf,
    namespaceId,
  });
  const backHref = contactHref(search, undefined);

  const contact = useQuery({
    queryKey: [contactRoutes.get.name, namespaceId, contactId],
    queryFn: async ({ signal }) =>
      (await client.call(contactRoutes.get, { params: { id: contactId }, namespaceId, signal })).data,
    retry: false,
  });

  const back = (
    <Link href={backHref} onFollow={follow}>
      ← {S.back}
    </Link>
  );

  if (contact.isPending) {
    return (
      <SpaceBetween size="m">
        {back}
        <Box textAlign="center" padding="l">
          <Spinner /> {S.loading}
        </Box>
      </SpaceBetween>
    );
  }
  if (contact.isError) {
    return (
      <SpaceBetween size="m">
        {back}
        <Alert type="error" header={S.notFoundHeader} action={<Button onClick={() => void contact.refetch()}>{S.retry}</Button>}>
          {errorMessage(contact.error)}
        </Alert>
      </SpaceBetween>
    );
  }

  const item = contact.data;
  return (
    <SpaceBetween size="l">
      {back}
      <Header
        variant="h1"
        description={formatPersonName(item.firstName, item.lastName)}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button onClick={() => setDialog('delete')}>{S.delete}</Button>
            <Button variant="primary" onClick={() => setDialog('edit')}>
              {S.edit}
            </Button>
          </SpaceBetween>
        }
      >
        {item.email}
      </Header>
      <ContactFields contact={item} />
      <ContactThreadSection contactId={contactId} namespaceId={namespaceId} />
      <ReplyInbox contactId={contactId} namespaceId={namespaceId} />
      {dialog === 'edit' && (
        <ResourceFormModal<Contact>
          nouns={config.text.nouns}
          form={config.form}
          item={item}
          nameOf={config.nameOf}
          size={config.formSize}
          save={(input) => writes.update.mutateAsync({ id: item.id, body: input })}
          onDismiss={() => setDialog(undefined)}
        />
      )}
      {dialog === 'delete' && (
        <DeleteModal<Contact>
          nouns={config.text.nouns}
          items={[item]}
          nameOf={config.nameOf}
          deleting={writes.deleting}
          onDismiss={() => setDialog(undefined)}
          onConfirm={() =>
            void writes.remove([item]).then((outcome) => {
              setDialog(undefined);
              if (outcome.deleted.length > 0) void navigate(backHref);
            })
          }
        />
      )}
    </SpaceBetween>
  );
}

function orEmpty(value: string | undefined): string {
  return value === undefined || value === '' ? EMPTY_VALUE : value;
}

/** The CRM record a contact was imported from, read-only: imports and syncs keep it. */
function crmFields(contact: Contact) {
  if (contact.crmType === undefined || contact.crmId === undefined) return [];
  return [
    { label: S.crmRecord, value: S.crmRecordValue(CRM_NAMES[contact.crmType], contact.crmId, contact.crmOwnerId) },
    ...(contact.crmSyncedAt === undefined ? [] : [{ label: S.crmSynced, value: formatDate(contact.crmSyncedAt) }]),
  ];
}

/** Every field of the contact, statuses as indicators and badges. */
function ContactFields({ contact }: { contact: Contact }) {
  return (
    <Container header={<Header variant="h2">{S.detailsHeader}</Header>}>
      <KeyValuePairs
        columns={3}
        items={[
          { label: F.email.label, value: contact.email },
          { label: F.firstName.label, value: orEmpty(contact.firstName) },
          { label: F.lastName.label, value: orEmpty(contact.lastName) },
          { label: F.jobTitle.label, value: orEmpty(contact.jobTitle) },
          {
            label: F.companyId.label,
            value: <ResourceName listRoute={companyRoutes.list} labelField="name" id={contact.companyId} />,
          },
          {
            label: F.phoneNumbers.label,
            value:
              contact.phoneNumbers === undefined || contact.phoneNumbers.length === 0
                ? EMPTY_VALUE
                : contact.phoneNumbers.join(', '),
          },
          {
            label: F.linkedInUrl.label,
            value:
              contact.linkedInUrl === undefined ? (
                EMPTY_VALUE
              ) : (
                <Link href={contact.linkedInUrl} external>
                  {contact.linkedInUrl}
                </Link>
              ),
          },
          {
            label: F.timeZone.label,
            value: contact.timeZone === undefined ? S.timeZoneUnknown : timeZoneLabel(contact.timeZone),
          },
          {
            label: F.status.label,
            value: (
              <StatusIndicator type={CONTACT_STATUS_INDICATOR[contact.status]}>{formatEnumLabel(contact.status)}</StatusIndicator>
            ),
          },
          { label: F.lifecycleStage.label, value: <Badge color="blue">{formatEnumLabel(contact.lifecycleStage)}</Badge> },
          { label: F.source.label, value: CONTACT_SOURCE_LABELS[contact.source] ?? formatEnumLabel(contact.source) },
          {
            label: F.emailStatus.label,
            value: (
              <StatusIndicator type={EMAIL_STATUS_INDICATOR[contact.emailStatus]}>
                {CONTACT_EMAIL_STATUS_LABELS[contact.emailStatus]}
              </StatusIndicator>
            ),
          },
          {
            label: F.sharingStatus.label,
            value: (
              <Badge color={contact.sharingStatus === 'SHARED' ? 'green' : 'grey'}>
                {formatEnumLabel(contact.sharingStatus)}
              </Badge>
            ),
          },
          ...crmFields(contact),
          { label: S.created, value: formatDate(contact.createdAt) },
          { label: S.updated, value: formatDate(contact.updatedAt) },
        ]}
      />
    </Container>
  );
}

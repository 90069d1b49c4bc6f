import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';

import { EmptyState } from './empty-state';

interface PlaceholderPageProps {
  readonly title: string;
  readonly description: string;
  readonly emptyTitle: string;
  readonly emptyText: string;
  readonly action?: ReactNode;
  readonly children?: ReactNode;
}

/** A page whose feature is on its way: its header and an empty state saying what will be here. */
export function PlaceholderPage({ title, description, emptyTitle, emptyText, action, children }: PlaceholderPageProps) {
  return (
    <SpaceBetween size="l">
      <Header variant="h1" description={description}>
        {title}
      </Header>
      {children}
      <Container>
        <EmptyState title={emptyTitle} action={action}>
          {emptyText}
        </EmptyState>
      </Container>
    </SpaceBetween>
  );
}

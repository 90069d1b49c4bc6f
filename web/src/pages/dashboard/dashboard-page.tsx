import Header from '@cloudscape-design/components/header';

/** The dashboard: the workspace at a glance. */
export default function DashboardPage() {
  return <Header variant="h1">Dashboard</Header>;
}

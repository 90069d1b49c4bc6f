import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import Header from '@cloudscape-design/components/header';
import MixedLineBarChart, { type MixedLineBarChartProps } from '@cloudscape-design/components/mixed-line-bar-chart';
import SpaceBetween from '@cloudscape-design/components/space-between';

import type { DashboardWeek } from '../../../../shared/api/schemas';
import { FiguresTable } from './figures-table';
import { formatCount, formatRate, formatWeekLabel, formatWeekRange } from './format';
import { DASHBOARD_STRINGS as S } from './strings';

/** The series of the chart: sent as bars, the outcomes people gave them as lines. */
const SERIES = [
  { field: 'sent', type: 'bar' },
  { field: 'opened', type: 'line' },
  { field: 'clicked', type: 'line' },
  { field: 'replied', type: 'line' },
] as const;

/** The chart's series for the weeks, labelled by each week's Monday. */
export function weeklySeries(weeks: readonly DashboardWeek[]): MixedLineBarChartProps.ChartSeries<string>[] {
  return SERIES.map(({ field, type }) => ({
    type,
    title: S.series[field],
    data: weeks.map((week) => ({ x: formatWeekLabel(week.week), y: week.counts[field] })),
    valueFormatter: (value: number) => formatCount(value),
  }));
}

/** The last 8 send weeks: a chart of sent, opened, clicked and replied, and the same as a table. */
export function WeeklyOutcomes({ weeks }: { weeks: readonly DashboardWeek[] }) {
  const total = (field: 'sent' | 'opened' | 'clicked' | 'replied') =>
    formatCount(weeks.reduce((sum, week) => sum + week.counts[field], 0));
  const anySent = weeks.some((week) => week.counts.sent > 0);
  const summary = S.chartSummary(total('sent'), total('opened'), total('clicked'), total('replied'));
  return (
    <Container
      header={
        <Header variant="h2" description={S.weeksDescription}>
          {S.weeksHeader}
        </Header>
      }
    >
      <SpaceBetween size="m">
        <MixedLineBarChart
          series={anySent ? weeklySeries(weeks) : []}
          xDomain={weeks.map((week) => formatWeekLabel(week.week))}
          xScaleType="categorical"
          xTitle={S.chartXTitle}
          yTitle={S.chartYTitle}
          height={240}
          hideFilter
          ariaLabel={S.chartLabel}
          ariaDescription={summary}
          i18nStrings={S.chartI18n}
          empty={
            <Box textAlign="center" color="inherit">
              {S.chartEmpty}
            </Box>
          }
        />
        <Box variant="p" color="text-body-secondary">
          {summary}
        </Box>
        <ExpandableSection headerText={S.showWeeksTable}>
          <FiguresTable
            ariaLabel={S.weeksTableLabel}
            items={[...weeks].reverse()}
            trackBy={(week) => week.week}
            variant="embedded"
            columns={[
              { id: 'week', header: S.weekColumn, cell: (week) => formatWeekRange(week.week), isRowHeader: true },
              { id: 'sent', header: S.columns.sent, cell: (week) => formatCount(week.counts.sent) },
              { id: 'opened', header: S.columns.opened, cell: (week) => formatCount(week.counts.opened) },
              { id: 'openRate', header: S.columns.openRate, cell: (week) => formatRate(week.rates.opened) },
              { id: 'clicked', header: S.columns.clicked, cell: (week) => formatCount(week.counts.clicked) },
              { id: 'replied', header: S.columns.replied, cell: (week) => formatCount(week.counts.replied) },
              { id: 'bounced', header: S.columns.bounced, cell: (week) => formatCount(week.counts.bounced) },
              { id: 'unsubscribed', header: S.columns.unsubscribed, cell: (week) => formatCount(week.counts.unsubscribed) },
            ]}
          />
        </ExpandableSection>
      </SpaceBetween>
    </Container>
  );
}

import { DownloadOutlined } from '@ant-design/icons';
import { Button, Col, Flex, Row, Typography } from 'antd';
import { useState } from 'react';
import { ApiError, errorMessage, useAccounts } from 'shared-sdk';
import { ListPage, startDownload, useToasts } from 'shared-sdk/react';
import { exportReport } from '../api/export-report';
import { useReportByAccount } from '../api/get-report-by-account';
import { useReportByJob } from '../api/get-report-by-job';
import { useReportDaily } from '../api/get-report-daily';
import { useReportHeatmap } from '../api/get-report-heatmap';
import { useReportSummary } from '../api/get-report-summary';
import { REPORT_TEXTS as T } from '../texts';
import { useReportFilter } from '../hooks/use-report-filter';
import { clampRange, displayDate, presetRange, reportQueryOf } from '../utils/range';
import { AccountTable } from './account-table';
import { DailyChart } from './daily-chart';
import { JobTable } from './job-table';
import { ReplyHeatmap } from './reply-heatmap';
import { ReportFilters } from './report-filters';
import { ReportStatCards } from './report-stat-cards';

/**
 * /reports, 'Báo cáo': what the outreach achieved over a range of Vietnamese days, for every account or
 * one: totals, sent and replied per day, replies by weekday and hour, per account and per job (with variants), and
 * the whole as .xlsx.
 */
export function ReportsPage() {
  const toasts = useToasts();
  const [{ preset, range, accountId }, setFilter] = useReportFilter();
  const [exporting, setExporting] = useState(false);
  const query = reportQueryOf(range, accountId);

  const accounts = useAccounts();
  const summary = useReportSummary(query);
  const daily = useReportDaily(query);
  const heatmap = useReportHeatmap(query);
  const byAccount = useReportByAccount(query);
  const byJob = useReportByJob(query);
  // A refusal's own words (a network failure has none worth showing: the title says it).
  const reasonOf = (report: { error: unknown }) => (report.error instanceof ApiError && report.error.message ? report.error.message : undefined);
  // Figures of the previous range stay (dimmed) until the new ones arrive.
  const dimmed = [summary, daily, heatmap, byAccount, byJob].some((report) => report.isPlaceholderData);

  async function download() {
    setExporting(true);
    try {
      startDownload((await exportReport(query)).url);
    } catch (error) {
      toasts.error(errorMessage(error, T.exportFailed));
    } finally {
      setExporting(false);
    }
  }

  return (
    <ListPage
      title={T.title}
      subtitle={T.subtitle}
      actions={
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void download()}>
          {T.export}
        </Button>
      }
    >
      <Flex vertical gap={16}>
        <ReportFilters
          preset={preset}
          range={range}
          accountId={accountId}
          accounts={accounts.data}
          accountsLoading={accounts.isPending}
          // 'Tùy chọn' starts from the range on screen.
          onPreset={(next) => setFilter((current) => ({ ...current, preset: next, range: next === 'custom' ? current.range : presetRange(next) }))}
          onCustomRange={(picked) => setFilter((current) => ({ ...current, preset: 'custom', range: clampRange(picked) }))}
          onAccount={(next) => setFilter((current) => ({ ...current, accountId: next }))}
        />
        <Typography.Text type="secondary" aria-live="polite">
          {T.rangeLine(displayDate(range.from), displayDate(range.to))}
        </Typography.Text>

        <Flex vertical gap={16} style={{ opacity: dimmed ? 0.6 : 1, transition: 'opacity 0.2s' }}>
          <ReportStatCards summary={summary.data} loading={summary.isPending} failed={summary.isError} failedReason={reasonOf(summary)} onRetry={() => void summary.refetch()} />
          <Row gutter={[16, 16]}>
            {/* Side by side only on a wide screen: the heatmap's 24 hours need the width. */}
            <Col xs={24} xxl={12}>
              <DailyChart range={range} days={daily.data} loading={daily.isPending} failed={daily.isError} failedReason={reasonOf(daily)} onRetry={() => void daily.refetch()} />
            </Col>
            <Col xs={24} xxl={12}>
              <ReplyHeatmap heatmap={heatmap.data} loading={heatmap.isPending} failed={heatmap.isError} failedReason={reasonOf(heatmap)} onRetry={() => void heatmap.refetch()} />
            </Col>
          </Row>
          <AccountTable accounts={byAccount.data} loading={byAccount.isPending} failed={byAccount.isError} failedReason={reasonOf(byAccount)} onRetry={() => void byAccount.refetch()} />
          <JobTable jobs={byJob.data} loading={byJob.isPending} failed={byJob.isError} failedReason={reasonOf(byJob)} onRetry={() => void byJob.refetch()} />
        </Flex>
      </Flex>
    </ListPage>
  );
}

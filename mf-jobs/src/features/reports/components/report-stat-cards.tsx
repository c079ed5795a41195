import { Card, Col, Row, Statistic, Typography } from 'antd';
import type { ReportSummary } from 'shared-sdk';
import { LoadFailedAlert } from 'shared-sdk/react';
import { formatRate, REPORT_TEXTS as T } from '../texts';

export interface ReportStatCardsProps {
  summary?: ReportSummary;
  loading?: boolean;
  failed?: boolean;
  /** What the server said when it refused (a range it does not take…), under the alert's title. */
  failedReason?: string;
  onRetry?: () => void;
}

interface StatCard {
  label: string;
  value: string | number;
  color: string;
  hint?: string;
}

function cardsOf(summary: ReportSummary): StatCard[] {
  return [
    { label: T.sent, value: summary.sent, color: '#52c41a', hint: T.sentHint(summary.messages) },
    { label: T.failed, value: summary.failed, color: '#ff4d4f' },
    { label: T.skipped, value: summary.skipped, color: '#8c8c8c', hint: T.skippedHint },
    { label: T.replied, value: summary.replied, color: '#1677ff' },
    // Nothing sent to people: no rate to speak of, rather than a 0 % that reads as a failure.
    { label: T.replyRate, value: summary.messages > 0 ? formatRate(summary.replyRate) : '—', color: '#0958d9', hint: T.replyRateHint(summary.replied, summary.messages) },
    { label: T.friendRequests, value: summary.friendRequests, color: '#722ed1' },
    { label: T.accepted, value: summary.accepted, color: '#13c2c2', hint: T.acceptedHint(summary.accepted, summary.friendRequests) },
    { label: T.optOuts, value: summary.optOuts, color: '#fa8c16', hint: T.optOutsHint },
  ];
}

const EMPTY: ReportSummary = { sent: 0, failed: 0, skipped: 0, messages: 0, replied: 0, replyRate: 0, friendRequests: 0, accepted: 0, optOuts: 0 };

/** The range's totals, one card each. */
export function ReportStatCards({ summary, loading, failed, failedReason, onRetry }: ReportStatCardsProps) {
  if (failed && !summary) return <LoadFailedAlert title={T.summaryFailed} description={failedReason} retryText={T.retry} onRetry={onRetry} />;
  return (
    // Two a row on a phone, four on a laptop, all eight on a wide screen.
    <Row role="region" aria-label={T.totals} gutter={[12, 12]}>
      {cardsOf(summary ?? EMPTY).map((card) => (
        <Col key={card.label} xs={12} md={6} xxl={3}>
          <Card size="small" loading={loading && !summary} role="group" aria-label={card.label} style={{ height: '100%' }}>
            <Statistic title={card.label} value={card.value} groupSeparator="." styles={{ content: { color: card.color } }} />
            {card.hint && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {card.hint}
              </Typography.Text>
            )}
          </Card>
        </Col>
      ))}
    </Row>
  );
}

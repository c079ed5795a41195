import { Card, Empty, Flex, Skeleton, theme, Typography } from 'antd';
import { DASHBOARD_TEXTS as T } from '../texts';
import { type ActivityDay, activityTotals } from '../utils/activity';

export interface ActivityChartProps {
  /** Oldest first, one per day (see `activityWindow`). */
  days: ActivityDay[];
  loading?: boolean;
  failed?: boolean;
}

const CHART_HEIGHT = 160;

function LegendItem({ color, label }: { color: string; label: string }) {
  return (
    <Flex align="center" gap={6}>
      <span aria-hidden style={{ width: 10, height: 10, borderRadius: 2, background: color, display: 'inline-block' }} />
      <Typography.Text type="secondary">{label}</Typography.Text>
    </Flex>
  );
}

/** A segment of a stacked bar; a non-zero count stays visible however small against the busiest day. */
function Segment({ count, peak, color, top }: { count: number; peak: number; color: string; top?: boolean }) {
  if (count === 0) return null;
  return (
    <div
      style={{
        height: `${(count / peak) * 100}%`,
        minHeight: 2,
        background: color,
        borderRadius: top ? '3px 3px 0 0' : undefined,
      }}
    />
  );
}

interface Colors {
  sent: string;
  failed: string;
  skipped: string;
  replied: string;
  baseline: string;
}

/**
 * Failures on top in red, then sent in green, and skipped recipients (no Zalo, do-not-contact) apart in grey at the
 * bottom: a day of numbers without Zalo is not painted as failures. Beside each day's bar, a narrow blue one: the
 * replies to that day's messages.
 */
function Bars({ days, colors }: { days: ActivityDay[]; colors: Colors }) {
  const totals = activityTotals(days);
  const peak = Math.max(...days.map((day) => Math.max(day.sent + day.failed + day.skipped, day.replied)));
  return (
    // Fourteen dd/MM labels need about 420 px: narrower screens scroll instead of squeezing them.
    <div style={{ overflowX: 'auto' }}>
      <div
        role="img"
        aria-label={T.activitySummary(days.length, totals.sent, totals.failed, totals.skipped, totals.replied)}
        style={{ display: 'flex', gap: 4, minWidth: 420 }}
      >
        {days.map((day) => (
          <div
            key={day.date}
            data-testid="activity-bar"
            data-date={day.date}
            title={T.activityBar(day.label, day.sent, day.failed, day.skipped, day.replied)}
            style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 4 }}
          >
            <div
              style={{
                height: CHART_HEIGHT,
                display: 'flex',
                flexDirection: 'column',
                justifyContent: 'flex-end',
                borderBottom: `1px solid ${colors.baseline}`,
              }}
            >
              <div style={{ height: '100%', display: 'flex', justifyContent: 'center', alignItems: 'flex-end', gap: 2 }}>
                <div style={{ height: '100%', flex: '0 1 24px', minWidth: 0, display: 'flex', flexDirection: 'column', justifyContent: 'flex-end' }}>
                  <Segment count={day.failed} peak={peak} color={colors.failed} top />
                  <Segment count={day.sent} peak={peak} color={colors.sent} top={day.failed === 0} />
                  <Segment count={day.skipped} peak={peak} color={colors.skipped} top={day.failed + day.sent === 0} />
                </div>
                <div data-testid="activity-replies" style={{ height: '100%', flex: '0 0 8px', display: 'flex', flexDirection: 'column', justifyContent: 'flex-end' }}>
                  <Segment count={day.replied} peak={peak} color={colors.replied} top />
                </div>
              </div>
            </div>
            <Typography.Text type="secondary" style={{ fontSize: 11, textAlign: 'center', whiteSpace: 'nowrap', overflow: 'hidden' }}>
              {day.label}
            </Typography.Text>
          </div>
        ))}
      </div>
      <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
        {T.activityTotals(totals.sent, totals.failed, totals.skipped, totals.replied)}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
        {T.repliedHint}
      </Typography.Text>
      {totals.skipped > 0 && (
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
          {T.skippedHint}
        </Typography.Text>
      )}
    </div>
  );
}

/**
 * Messages sent, failed and skipped per day (UTC+7) as stacked bars, and the replies to them beside, drawn with plain
 * divs: no charting library in the shell.
 */
export function ActivityChart({ days, loading, failed }: ActivityChartProps) {
  const { token } = theme.useToken();
  const totals = activityTotals(days);
  const empty = totals.sent + totals.failed + totals.skipped === 0;
  const colors = {
    sent: token.colorSuccess,
    failed: token.colorError,
    skipped: token.colorTextQuaternary,
    replied: token.colorPrimary,
    baseline: token.colorBorderSecondary,
  };
  return (
    <Card
      title={T.activity}
      style={{ height: '100%' }}
    >
      {loading ? (
        <Skeleton active paragraph={{ rows: 4 }} title={false} />
      ) : failed ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.activityError} />
      ) : empty ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.noActivity(days.length)} />
      ) : (
        <>
          <Flex gap={16} wrap style={{ marginBottom: 12 }}>
            <LegendItem color={colors.sent} label={T.sent} />
            <LegendItem color={colors.failed} label={T.failed} />
            <LegendItem color={colors.skipped} label={T.skipped} />
            <LegendItem color={colors.replied} label={T.replied} />
          </Flex>
          <Bars days={days} colors={colors} />
        </>
      )}
    </Card>
  );
}

import { Card, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { DASHBOARD_TEXTS as T, formatRate } from '../texts';
import type { DashboardStats, StatPart } from '../utils/dashboard-stats';

export interface StatCardsProps {
  stats: DashboardStats;
  /** Parts still loading show a skeleton; an absent part that is not loading failed and shows '—'. */
  loading?: Partial<Record<StatPart, boolean>>;
  /** The proxies card, for those who manage proxies (OWNER, ADMIN); true when not said. */
  showProxies?: boolean;
}

interface StatCardProps {
  label: string;
  value?: number | string;
  suffix?: string;
  color: string;
  loading?: boolean;
  footer?: ReactNode;
}

function StatCard({ label, value, suffix, color, loading, footer }: StatCardProps) {
  return (
    <Card size="small" loading={loading} role="group" aria-label={label}>
      <Statistic
        title={label}
        value={value ?? '—'}
        suffix={value === undefined ? undefined : suffix}
        groupSeparator="."
        styles={{ content: { color } }}
      />
      {footer && <div style={{ marginTop: 4 }}>{footer}</div>}
    </Card>
  );
}

const hint = (text: string) => <Typography.Text type="secondary">{text}</Typography.Text>;

/** Accounts, running bots, total jobs, completed jobs, proxies and the reply rate of the last 7 days. */
export function StatCards({ stats, loading = {}, showProxies = true }: StatCardsProps) {
  const { accounts, bots, jobs, proxies, replies } = stats;
  const cards: StatCardProps[] = [
    { label: T.statAccounts, value: accounts?.total, color: '#1677ff', loading: loading.accounts, footer: accounts && hint(T.statAccountsActive(accounts.active)) },
    {
      label: T.statBots,
      value: bots?.running,
      suffix: bots && `/ ${bots.active}`,
      color: '#52c41a',
      loading: loading.bots,
      footer: bots && hint(T.statBotsOf(bots.active)),
    },
    { label: T.statJobs, value: jobs?.total, color: '#722ed1', loading: loading.jobs, footer: jobs && hint(T.statJobsPending(jobs.pending)) },
    { label: T.statCompleted, value: jobs?.completed, color: '#13c2c2', loading: loading.jobs, footer: hint(T.statCompletedHint) },
    {
      label: T.statReplyRate,
      // No message sent in 7 days: a dash rather than a 0 % that reads as nobody answering.
      value: replies && (replies.rate === null ? '—' : formatRate(replies.rate)),
      color: '#0958d9',
      loading: loading.replies,
      footer: (
        <>
          {replies && <>{hint(replies.rate === null ? T.statReplyRateNone : T.statReplyRateOf(replies.replied, replies.messages))} · </>}
          <Link to="/reports">{T.viewReports}</Link>
        </>
      ),
    },
  ];
  const proxiesCard: StatCardProps = {
    label: T.statProxies,
    value: proxies?.total,
    color: '#fa8c16',
    loading: loading.proxies,
    footer: (
      <>
        {proxies && <>{hint(T.statProxiesActive(proxies.active))} · </>}
        <Link to="/proxies">{T.manageProxies}</Link>
      </>
    ),
  };
  // The proxies card stands fifth, before the reply rate.
  if (showProxies) cards.splice(4, 0, proxiesCard);
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))', gap: 16 }}>
      {cards.map((card) => (
        <StatCard key={card.label} {...card} />
      ))}
    </div>
  );
}

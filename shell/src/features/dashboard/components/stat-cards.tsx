import { Card, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { DASHBOARD_TEXTS as T } from '../texts';
import type { DashboardStats, StatPart } from '../utils/dashboard-stats';

export interface StatCardsProps {
  stats: DashboardStats;
  /** Parts still loading show a skeleton; an absent part that is not loading failed and shows '—'. */
  loading?: Partial<Record<StatPart, boolean>>;
}

interface StatCardProps {
  label: string;
  value?: number;
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

/** Accounts, running bots, total jobs, completed jobs and proxies. */
export function StatCards({ stats, loading = {} }: StatCardsProps) {
  const { accounts, bots, jobs, proxies } = stats;
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
    },
  ];
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', gap: 16 }}>
      {cards.map((card) => (
        <StatCard key={card.label} {...card} />
      ))}
    </div>
  );
}

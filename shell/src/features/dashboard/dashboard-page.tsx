import { ThunderboltOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Col, Flex, Row } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../components';
import { AccountsPreview } from './components/accounts-preview';
import { ActivityChart } from './components/activity-chart';
import { DashboardErrorBanner } from './components/dashboard-error-banner';
import { GettingStarted } from './components/getting-started';
import { QuickActions } from './components/quick-actions';
import { RecentJobs } from './components/recent-jobs';
import { StatCards } from './components/stat-cards';
import { useDashboardData } from './hooks/use-dashboard-data';
import { useRefreshDashboard } from './hooks/use-refresh-dashboard';
import { PlanUsageSlot } from './plan-usage-slot';
import { DASHBOARD_TEXTS as T } from './texts';

export interface DashboardPageProps {
  /** The billing remote's usage panel; stories put a stand-in there (no remote runs in Storybook). */
  planUsage?: ReactNode;
}

/** /dashboard: counters, recent jobs, first accounts, two weeks of messages. */
export function DashboardPage({ planUsage = <PlanUsageSlot /> }: DashboardPageProps) {
  const data = useDashboardData();
  const { refresh, refreshing } = useRefreshDashboard();

  return (
    <>
      <PageHeader
        title={T.title}
        subtitle={T.subtitle}
        extra={
          <>
            <Link to="/accounts">
              <Button icon={<UserOutlined />}>{T.manageAccounts}</Button>
            </Link>
            <Link to="/jobs">
              <Button icon={<ThunderboltOutlined />}>{T.viewJobs}</Button>
            </Link>
          </>
        }
      />
      <Flex vertical gap={16}>
        {data.failed && <DashboardErrorBanner onRetry={() => void refresh()} />}
        {data.gettingStarted && <GettingStarted steps={data.gettingStarted} />}
        {planUsage}
        <StatCards stats={data.stats} loading={data.statsLoading} showProxies={data.canManage} />
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={16}>
            <ActivityChart days={data.activityDays} loading={data.activity.isPending} failed={data.activity.isError && !data.activity.data} />
          </Col>
          <Col xs={24} lg={8}>
            <QuickActions onRefresh={() => void refresh()} refreshing={refreshing} canAddAccounts={data.canManage} />
          </Col>
          <Col xs={24} lg={12}>
            <RecentJobs jobs={data.recentJobs.data?.jobs} loading={data.recentJobs.isPending} failed={data.recentJobs.isError && !data.recentJobs.data} />
          </Col>
          <Col xs={24} lg={12}>
            <AccountsPreview
              accounts={data.accounts.data}
              loading={data.accounts.isPending}
              failed={data.accounts.isError && !data.accounts.data}
              canAddAccounts={data.canManage}
            />
          </Col>
        </Row>
      </Flex>
    </>
  );
}

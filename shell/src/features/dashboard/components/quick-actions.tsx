import { PlusOutlined, ReloadOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Button, Card, Flex } from 'antd';
import { useNavigate } from 'react-router-dom';
import { DASHBOARD_TEXTS as T } from '../texts';

export interface QuickActionsProps {
  onRefresh: () => void;
  refreshing?: boolean;
}

/** Add an account, create a job, refresh the dashboard. */
export function QuickActions({ onRefresh, refreshing }: QuickActionsProps) {
  const navigate = useNavigate();
  return (
    <Card title={T.quickActions} style={{ height: '100%' }}>
      <Flex vertical gap={8}>
        <Button block icon={<PlusOutlined />} onClick={() => navigate('/accounts')}>
          {T.addAccount}
        </Button>
        <Button block icon={<ThunderboltOutlined />} onClick={() => navigate('/jobs')}>
          {T.createJob}
        </Button>
        <Button block icon={<ReloadOutlined />} loading={refreshing} onClick={onRefresh}>
          {T.refresh}
        </Button>
      </Flex>
    </Card>
  );
}

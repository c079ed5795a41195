import { PlusOutlined, ReloadOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Button, Card, Flex } from 'antd';
import { useNavigate } from 'react-router-dom';
import { DASHBOARD_TEXTS as T } from '../texts';

/** The accounts and jobs pages open their dialog for these parameters, then remove them. */
export const ADD_ACCOUNT_PATH = '/accounts?add=1';
export const CREATE_JOB_PATH = '/jobs?create=1';

export interface QuickActionsProps {
  onRefresh: () => void;
  refreshing?: boolean;
  /** Adding an account is the OWNER's and ADMINs'; true when not said. */
  canAddAccounts?: boolean;
}

/** Add an account, create a job (each opens its page with the dialog open), refresh the dashboard. */
export function QuickActions({ onRefresh, refreshing, canAddAccounts = true }: QuickActionsProps) {
  const navigate = useNavigate();
  return (
    <Card title={T.quickActions} style={{ height: '100%' }}>
      <Flex vertical gap={8}>
        {canAddAccounts && (
          <Button block icon={<PlusOutlined />} onClick={() => navigate(ADD_ACCOUNT_PATH)}>
            {T.addAccount}
          </Button>
        )}
        <Button block icon={<ThunderboltOutlined />} onClick={() => navigate(CREATE_JOB_PATH)}>
          {T.createJob}
        </Button>
        <Button block icon={<ReloadOutlined />} loading={refreshing} onClick={onRefresh}>
          {T.refresh}
        </Button>
      </Flex>
    </Card>
  );
}

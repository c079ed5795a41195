import { PlusOutlined } from '@ant-design/icons';
import { Avatar, Button, Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { type Account, DASHBOARD_ACCOUNTS_PREVIEW, formatDateTime, formatRelative, initials } from 'shared-sdk';
import { AccountStatusTag } from 'shared-sdk/react';
import { DASHBOARD_TEXTS as T } from '../texts';
import { PreviewList, PreviewRow } from './preview-list';
import { ADD_ACCOUNT_PATH } from './quick-actions';

export interface AccountsPreviewProps {
  accounts?: Account[];
  loading?: boolean;
  /** The list could not be loaded (the page shows the error banner). */
  failed?: boolean;
}

function AccountRow({ account, first }: { account: Account; first: boolean }) {
  return (
    <PreviewRow testId="account-preview" first={first}>
      <Flex align="center" gap={12} style={{ minWidth: 0 }}>
        <Avatar src={account.avatarUrl ?? undefined} style={{ flexShrink: 0 }}>
          {initials(account.displayName)}
        </Avatar>
        <Flex vertical style={{ minWidth: 0 }}>
          <Typography.Text strong ellipsis>
            {account.displayName}
          </Typography.Text>
          <Typography.Text type="secondary" ellipsis>
            {account.zaloUserId ?? T.notLoggedIn}
            {account.lastLoginAt && (
              <>
                {` · ${T.lastLogin} `}
                <time dateTime={account.lastLoginAt} title={formatDateTime(account.lastLoginAt)}>
                  {formatRelative(account.lastLoginAt, { inSentence: true })}
                </time>
              </>
            )}
          </Typography.Text>
        </Flex>
      </Flex>
      <Flex align="center" gap={12} style={{ flexShrink: 0 }}>
        <AccountStatusTag status={account.status} />
        <Link to="/accounts" aria-label={T.manageAccount(account.displayName)}>
          {T.manage}
        </Link>
      </Flex>
    </PreviewRow>
  );
}

/** The first 5 accounts; without any, an invitation to add the first one. */
export function AccountsPreview({ accounts, loading, failed }: AccountsPreviewProps) {
  const navigate = useNavigate();
  const shown = (accounts ?? []).slice(0, DASHBOARD_ACCOUNTS_PREVIEW);
  return (
    <Card title={T.accounts} extra={<Link to="/accounts">{T.manage}</Link>} style={{ height: '100%' }}>
      {loading ? (
        <Skeleton active avatar paragraph={{ rows: 3 }} title={false} />
      ) : failed ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.errorDescription} />
      ) : shown.length === 0 ? (
        <Empty description={T.noAccounts}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(ADD_ACCOUNT_PATH)}>
            {T.addFirstAccount}
          </Button>
        </Empty>
      ) : (
        <PreviewList label={T.accounts}>
          {shown.map((account, index) => (
            <AccountRow key={account.id} account={account} first={index === 0} />
          ))}
        </PreviewList>
      )}
    </Card>
  );
}

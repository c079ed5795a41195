import { PlusOutlined } from '@ant-design/icons';
import { Avatar, Button, Empty, Flex, Typography } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { type Account, DASHBOARD_ACCOUNTS_PREVIEW, formatDateTime, formatRelative, initials } from 'shared-sdk';
import { AccountStatusTag } from 'shared-sdk/react';
import { DASHBOARD_TEXTS as T } from '../texts';
import { PreviewCard, PreviewRow, type PreviewState } from './preview-list';
import { ADD_ACCOUNT_PATH } from './quick-actions';

export interface AccountsPreviewProps extends PreviewState {
  accounts?: Account[];
  /** Adding an account is the OWNER's and ADMINs' (an AGENT is told to ask for one); true when not said. */
  canAddAccounts?: boolean;
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
export function AccountsPreview({ accounts, loading, failed, canAddAccounts = true }: AccountsPreviewProps) {
  const navigate = useNavigate();
  const shown = (accounts ?? []).slice(0, DASHBOARD_ACCOUNTS_PREVIEW);
  return (
    <PreviewCard
      title={T.accounts}
      extra={<Link to="/accounts">{T.manage}</Link>}
      loading={loading}
      failed={failed}
      skeleton={{ avatar: true, paragraph: { rows: 3 } }}
      empty={
        canAddAccounts ? (
          <Empty description={T.noAccounts}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(ADD_ACCOUNT_PATH)}>
              {T.addFirstAccount}
            </Button>
          </Empty>
        ) : (
          <Empty description={T.noAssignedAccounts} />
        )
      }
      rows={shown.map((account, index) => (
        <AccountRow key={account.id} account={account} first={index === 0} />
      ))}
    />
  );
}

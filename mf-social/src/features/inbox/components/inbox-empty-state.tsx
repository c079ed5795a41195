import { MessageOutlined } from '@ant-design/icons';
import { Button, Empty, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { INBOX_TEXTS } from '../texts';
import type { AssigneeFilter } from './conversation-filters';

/** Why the list is empty and what to do: no account, none logged in, none running, nothing yet, nothing matches. */
export type InboxEmptyReason = 'no-accounts' | 'none-active' | 'none-running' | 'empty' | 'all-read' | 'filtered' | 'none-mine' | 'none-unassigned';

const CONTENT: Record<InboxEmptyReason, { title: string; text?: string; toAccounts?: boolean }> = {
  'no-accounts': { title: INBOX_TEXTS.noAccountsTitle, text: INBOX_TEXTS.noAccountsText, toAccounts: true },
  'none-active': { title: INBOX_TEXTS.noActiveTitle, text: INBOX_TEXTS.noActiveText, toAccounts: true },
  'none-running': { title: INBOX_TEXTS.noBotTitle, text: INBOX_TEXTS.noBotText, toAccounts: true },
  empty: { title: INBOX_TEXTS.emptyTitle, text: INBOX_TEXTS.emptyText },
  'all-read': { title: INBOX_TEXTS.emptyUnread },
  filtered: { title: INBOX_TEXTS.emptyFiltered },
  'none-mine': { title: INBOX_TEXTS.emptyMine },
  'none-unassigned': { title: INBOX_TEXTS.emptyUnassigned },
};

export function InboxEmptyState({ reason }: { reason: InboxEmptyReason }) {
  const content = CONTENT[reason];
  const navigate = useNavigate();
  return (
    <Empty
      image={<MessageOutlined style={{ fontSize: 40, color: '#bfbfbf' }} />}
      styles={{ image: { height: 48 } }}
      style={{ padding: '32px 16px' }}
      description={
        <>
          <Typography.Text strong style={{ display: 'block' }}>
            {content.title}
          </Typography.Text>
          {content.text && <Typography.Text type="secondary">{content.text}</Typography.Text>}
        </>
      }
    >
      {content.toAccounts && (
        <Button type="primary" onClick={() => navigate('/accounts')}>
          {INBOX_TEXTS.goToAccounts}
        </Button>
      )}
    </Empty>
  );
}

/** The reason for an empty list, from the accounts and the filters. */
export function emptyReasonOf(input: {
  accounts: Array<{ id: string; status: string }> | undefined;
  running: Set<string> | undefined;
  filtered: boolean;
  unreadOnly: boolean;
  /** The "Của tôi" / "Chưa phân công" filter. */
  assignee?: AssigneeFilter;
}): InboxEmptyReason {
  if (input.filtered) return 'filtered';
  if (input.assignee === 'me') return 'none-mine';
  if (input.assignee === 'none') return 'none-unassigned';
  if (input.unreadOnly) return 'all-read';
  const accounts = input.accounts ?? [];
  if (accounts.length === 0) return 'no-accounts';
  if (!accounts.some((account) => account.status === 'ACTIVE')) return 'none-active';
  if (input.running && input.running.size === 0) return 'none-running';
  return 'empty';
}

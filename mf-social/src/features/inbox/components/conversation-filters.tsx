import { CheckOutlined } from '@ant-design/icons';
import { Badge, Button, Flex, Input, Segmented, Select, Tooltip } from 'antd';
import type { Account } from 'shared-sdk';
import { INBOX_TEXTS } from '../texts';

export type ReadFilter = 'all' | 'unread';
/** Whose conversations: everyone's, the viewer's, or nobody's yet. */
export type AssigneeFilter = 'all' | 'me' | 'none';

export interface ConversationFiltersProps {
  accounts: Account[];
  /** Unread messages per account, for the account picker. */
  unreadByAccount: Map<string, number>;
  accountId: string | undefined;
  onAccountChange: (accountId: string | undefined) => void;
  read: ReadFilter;
  onReadChange: (read: ReadFilter) => void;
  assignee: AssigneeFilter;
  onAssigneeChange: (assignee: AssigneeFilter) => void;
  search: string;
  onSearchChange: (search: string) => void;
  /** Offered while something is unread under the account filter. */
  canMarkAllRead: boolean;
  markingAllRead: boolean;
  onMarkAllRead: () => void;
}

const ALL = '';

/**
 * Above the list: the account, whose conversations (all, mine, nobody's), unread only, a search by name or message text,
 * 'Đánh dấu đã đọc' for the account chosen (or all).
 */
export function ConversationFilters(props: ConversationFiltersProps) {
  const options = [
    { value: ALL, label: INBOX_TEXTS.allAccounts, title: INBOX_TEXTS.allAccounts },
    ...props.accounts.map((account) => ({
      value: account.id,
      title: account.displayName,
      label: (
        <Flex justify="space-between" align="center" gap={8}>
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{account.displayName}</span>
          <Badge count={props.unreadByAccount.get(account.id) ?? 0} size="small" overflowCount={99} />
        </Flex>
      ),
    })),
  ];
  return (
    <Flex vertical gap={8} style={{ padding: 12 }}>
      <Input.Search
        allowClear
        aria-label={INBOX_TEXTS.searchLabel}
        placeholder={INBOX_TEXTS.searchPlaceholder}
        value={props.search}
        onChange={(event) => props.onSearchChange(event.target.value)}
      />
      <Select
        aria-label={INBOX_TEXTS.accountFilter}
        value={props.accountId ?? ALL}
        options={options}
        optionLabelProp="title"
        onChange={(value: string) => props.onAccountChange(value === ALL ? undefined : value)}
        style={{ width: '100%' }}
      />
      <Segmented<AssigneeFilter>
        aria-label={INBOX_TEXTS.assigneeFilter}
        size="small"
        value={props.assignee}
        options={[
          { value: 'all', label: INBOX_TEXTS.filterAll },
          { value: 'me', label: INBOX_TEXTS.filterMine },
          { value: 'none', label: INBOX_TEXTS.filterUnassigned },
        ]}
        onChange={props.onAssigneeChange}
        style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
      />
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Segmented<ReadFilter>
          aria-label={INBOX_TEXTS.readFilter}
          size="small"
          value={props.read}
          options={[
            { value: 'all', label: INBOX_TEXTS.filterAll },
            { value: 'unread', label: INBOX_TEXTS.filterUnread },
          ]}
          onChange={props.onReadChange}
        />
        {props.canMarkAllRead && (
          <Tooltip title={INBOX_TEXTS.markAllReadHint(Boolean(props.accountId))}>
            <Button size="small" type="link" icon={<CheckOutlined />} loading={props.markingAllRead} onClick={props.onMarkAllRead} style={{ paddingInline: 0 }}>
              {INBOX_TEXTS.markAllRead}
            </Button>
          </Tooltip>
        )}
      </Flex>
    </Flex>
  );
}

import { Alert, Flex, Form, Select, Typography } from 'antd';
import type { SharedListMember } from 'shared-sdk';
import { useListSenders } from '../api/get-list-senders';
import { SHARED_TEXTS } from '../texts';
import { senderLabel, senderOptions } from '../utils/senders';

export interface SenderFieldProps {
  listId: string;
  /** The chosen members. */
  members: SharedListMember[];
  /** The form's current account (to say what it cannot reach). */
  accountId?: string;
  onChange?(accountId: string): void;
}

/**
 * 'Tài khoản gửi' of a member job: only the ACTIVE accounts that reach some of the chosen members (the list's source
 * account first), every other account named with why it is not offered, and a warning when the chosen one reaches
 * only some of them (the others are marked FAILED, never sent to someone else).
 */
export function SenderField({ listId, members, accountId, onChange }: SenderFieldProps) {
  const senders = useListSenders(listId, true);
  const { offered, missing } = senderOptions(senders.data ?? [], members);
  const chosen = offered.find((option) => option.accountId === accountId);
  const unreachable = chosen ? members.length - chosen.reachable : 0;
  const groupReasons = missing.some((item) => item.kind === 'notSynced' || item.kind === 'noSharedGroup');

  const hints = (
    <Flex vertical gap={4} style={{ marginTop: 4 }}>
      {senders.isPending && <Typography.Text type="secondary">{SHARED_TEXTS.accountsLoading}</Typography.Text>}
      {!senders.isPending && offered.length === 0 && <Alert type="warning" showIcon title={SHARED_TEXTS.noSender} />}
      {chosen && unreachable > 0 && <Alert type="warning" showIcon title={SHARED_TEXTS.partialWarning(unreachable, chosen.displayName)} />}
      {missing.length > 0 && (
        <div role="note" aria-label={SHARED_TEXTS.missingTitle}>
          <Typography.Text type="secondary">{SHARED_TEXTS.missingTitle}</Typography.Text>
          <ul style={{ margin: '2px 0 0', paddingInlineStart: 20 }}>
            {missing.map((item) => (
              <li key={item.displayName}>
                <Typography.Text type="secondary">{SHARED_TEXTS.missing(item.displayName, item.reason)}</Typography.Text>
              </li>
            ))}
          </ul>
          {groupReasons && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {SHARED_TEXTS.whyOnlySome}
            </Typography.Text>
          )}
        </div>
      )}
    </Flex>
  );

  return (
    <Form.Item name="accountId" label={SHARED_TEXTS.account} extra={hints}>
      <Select
        onChange={onChange}
        options={offered.map((option) => ({ value: option.accountId, label: senderLabel(option, members.length) }))}
        loading={senders.isPending}
        placeholder={SHARED_TEXTS.accountPlaceholder}
        showSearch={{ optionFilterProp: 'label' }}
      />
    </Form.Item>
  );
}

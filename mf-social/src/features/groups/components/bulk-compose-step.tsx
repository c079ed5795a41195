import { Alert, Flex, Typography } from 'antd';
import type { Account } from 'shared-sdk';
import { AttachmentPicker } from 'shared-sdk/react';
import { GROUP_TEXTS } from '../texts';
import { ANTI_SPAM, isRecommended, withDelayMax, withDelayMin } from '../utils/bulk-delays';
import { type BulkDraft, hasAccountAndContent } from '../utils/bulk-wizard';
import { AccountSelect } from './account-select';
import { MessageField, SecondsField } from './job-form-fields';

export interface BulkComposeStepProps {
  draft: BulkDraft;
  accounts: Account[];
  groupCount: number;
  onChange: (patch: Partial<BulkDraft>) => void;
}

/** Step 1: account, message (≤ 2000, counted), files and the anti-spam delay (30-300 / ≤ 600, coupled). */
export function BulkComposeStep({ draft, accounts, groupCount, onChange }: BulkComposeStepProps) {
  const delays = { delayMin: draft.delayMin, delayMax: draft.delayMax };
  return (
    <Flex vertical gap={12}>
      <AccountSelect accounts={accounts} value={draft.accountId} onChange={(accountId) => onChange({ accountId })} />
      {draft.accountId && (
        <Typography.Text type={groupCount > 0 ? 'secondary' : 'danger'}>{groupCount > 0 ? GROUP_TEXTS.groupsOfAccount(groupCount) : GROUP_TEXTS.groupsRequired}</Typography.Text>
      )}
      <MessageField value={draft.message} onChange={(message) => onChange({ message })} toGroups />
      <AttachmentPicker value={draft.attachments} onChange={(attachments) => onChange({ attachments })} />
      {!hasAccountAndContent(draft) && (
        <Typography.Text type="warning" role="status">
          {GROUP_TEXTS.simpleScheduleRequired}
        </Typography.Text>
      )}
      <Typography.Text strong>{GROUP_TEXTS.antiSpam}</Typography.Text>
      <Flex gap={12} wrap>
        <SecondsField
          label={GROUP_TEXTS.delayMin}
          min={ANTI_SPAM.minFrom}
          max={ANTI_SPAM.minTo}
          value={draft.delayMin}
          onChange={(value) => value !== null && onChange(withDelayMin(delays, value))}
        />
        <SecondsField
          label={GROUP_TEXTS.delayMax}
          min={draft.delayMin}
          max={ANTI_SPAM.maxTo}
          value={draft.delayMax}
          onChange={(value) => value !== null && onChange(withDelayMax(delays, value))}
        />
      </Flex>
      <Alert type={isRecommended(delays) ? 'info' : 'warning'} showIcon title={GROUP_TEXTS.recommended} />
    </Flex>
  );
}

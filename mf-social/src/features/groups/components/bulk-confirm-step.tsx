import { Alert, Descriptions, Flex } from 'antd';
import type { StoredGroup } from 'shared-sdk';
import { GROUP_TEXTS } from '../texts';
import type { BulkDraft } from '../utils/bulk-wizard';
import { estimatedMinutes } from '../utils/schedule';

export interface BulkConfirmStepProps {
  draft: BulkDraft;
  accountName: string;
  groups: StoredGroup[];
  error: string | null;
}

/** Step 3: what will be sent, to which groups, when; a started run cannot be stopped. */
export function BulkConfirmStep({ draft, accountName, groups, error }: BulkConfirmStepProps) {
  return (
    <Flex vertical gap={12}>
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={GROUP_TEXTS.account}>{accountName}</Descriptions.Item>
        <Descriptions.Item label={GROUP_TEXTS.tagGroups}>{`${GROUP_TEXTS.confirmGroups(groups.length)}: ${groups.map((group) => group.name).join(', ')}`}</Descriptions.Item>
        <Descriptions.Item label={GROUP_TEXTS.message}>{draft.message || '—'}</Descriptions.Item>
        {draft.attachments.length > 0 && <Descriptions.Item label="File">{draft.attachments.map((file) => file.filename).join(', ')}</Descriptions.Item>}
        <Descriptions.Item label={GROUP_TEXTS.antiSpam}>{`${draft.delayMin}-${draft.delayMax} giây`}</Descriptions.Item>
        <Descriptions.Item label={GROUP_TEXTS.confirmTimes}>{draft.executeImmediately ? GROUP_TEXTS.executeNow : draft.times.join(', ')}</Descriptions.Item>
      </Descriptions>
      <span>{GROUP_TEXTS.estimated(estimatedMinutes(groups.length, draft.delayMin, draft.delayMax))}</span>
      {draft.executeImmediately && <Alert type="warning" showIcon title={GROUP_TEXTS.noStop} />}
      {error && <Alert type="error" showIcon title={error} />}
    </Flex>
  );
}

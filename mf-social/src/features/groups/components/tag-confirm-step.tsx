import { Alert, Descriptions, Flex } from 'antd';
import type { FilteredGroups } from 'shared-sdk';
import { JobPlanNote, usePlanAllowance } from '../../../components/job-plan-note';
import { GROUP_TEXTS } from '../texts';
import { TAG_CONFIRM_GROUPS, type TagDraft } from '../utils/tag-wizard';
import { GroupNameList } from './group-name-list';

export interface TagConfirmStepProps {
  draft: TagDraft;
  accountName: string;
  tagNames: string[];
  preview: FilteredGroups | undefined;
  error: string | null;
}

/** Step 3: the tags, the first 5 groups, the account and the message. */
export function TagConfirmStep({ draft, accountName, tagNames, preview, error }: TagConfirmStepProps) {
  const shown = (preview?.groups ?? []).slice(0, TAG_CONFIRM_GROUPS);
  const total = preview?.total ?? 0;
  const allowance = usePlanAllowance(1);
  return (
    <Flex vertical gap={12}>
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={GROUP_TEXTS.filterTags}>{tagNames.join(', ')}</Descriptions.Item>
        <Descriptions.Item label={GROUP_TEXTS.account}>{accountName}</Descriptions.Item>
        <Descriptions.Item label={GROUP_TEXTS.message}>{draft.message || '—'}</Descriptions.Item>
        <Descriptions.Item label={GROUP_TEXTS.antiSpam}>{`${draft.delayMin}-${draft.delayMax} giây`}</Descriptions.Item>
      </Descriptions>
      <GroupNameList title={GROUP_TEXTS.tagPreview(total)} groups={shown} total={total} />
      <JobPlanNote allowance={allowance} />
      {error && <Alert type="error" showIcon title={error} />}
    </Flex>
  );
}

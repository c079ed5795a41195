import { Alert, Descriptions, Flex } from 'antd';
import type { StoredGroup } from 'shared-sdk';
import { JobPlanNote, usePlanAllowance } from '../../../components/job-plan-note';
import { GROUP_TEXTS } from '../texts';
import type { BulkDraft } from '../utils/bulk-wizard';
import { estimatedMinutes } from '../utils/schedule';
import { TAG_CONFIRM_GROUPS } from '../utils/tag-wizard';

export interface BulkConfirmStepProps {
  draft: BulkDraft;
  accountName: string;
  groupCount: number;
  /** The groups when picked one by one; a select-all is said by its count. */
  groups?: StoredGroup[];
  error: string | null;
}

/** The groups in a line: the first 5 names, then how many more; a select-all by its count. */
function groupsLine(count: number, groups: StoredGroup[] | undefined): string {
  if (!groups) return GROUP_TEXTS.selectedFiltered(count);
  const names = groups.slice(0, TAG_CONFIRM_GROUPS).map((group) => group.name).join(', ');
  const more = groups.length > TAG_CONFIRM_GROUPS ? ` ${GROUP_TEXTS.andMore(groups.length - TAG_CONFIRM_GROUPS)}` : '';
  return `${GROUP_TEXTS.confirmGroups(count)}: ${names}${more}`;
}

/**
 * Step 3: what will be sent, to which groups, when. Sent now: what the plan allows for its one job, and where a
 * started run is stopped (not here: on the jobs page).
 */
export function BulkConfirmStep({ draft, accountName, groupCount, groups, error }: BulkConfirmStepProps) {
  const allowance = usePlanAllowance(draft.executeImmediately ? 1 : 0);
  return (
    <Flex vertical gap={12}>
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={GROUP_TEXTS.account}>{accountName}</Descriptions.Item>
        <Descriptions.Item label={GROUP_TEXTS.tagGroups}>{groupsLine(groupCount, groups)}</Descriptions.Item>
        <Descriptions.Item label={GROUP_TEXTS.message}>{draft.message || '—'}</Descriptions.Item>
        {draft.attachments.length > 0 && <Descriptions.Item label={GROUP_TEXTS.attachments}>{draft.attachments.map((file) => file.filename).join(', ')}</Descriptions.Item>}
        <Descriptions.Item label={GROUP_TEXTS.antiSpam}>{`${draft.delayMin}-${draft.delayMax} giây`}</Descriptions.Item>
        <Descriptions.Item label={GROUP_TEXTS.confirmTimes}>{draft.executeImmediately ? GROUP_TEXTS.executeNow : `${GROUP_TEXTS.frequencyDaily}: ${draft.times.join(', ')}`}</Descriptions.Item>
      </Descriptions>
      <span>{GROUP_TEXTS.estimated(estimatedMinutes(groupCount, draft.delayMin, draft.delayMax))}</span>
      {draft.executeImmediately && <JobPlanNote allowance={allowance} />}
      {draft.executeImmediately && <Alert type="warning" showIcon title={GROUP_TEXTS.noStop} />}
      {error && <Alert type="error" showIcon title={error} />}
    </Flex>
  );
}

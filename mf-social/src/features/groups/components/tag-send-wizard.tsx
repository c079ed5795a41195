import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Account } from 'shared-sdk';
import { created, useReportJobs } from '../../../hooks/use-report-jobs';
import { reasonOf } from '../../../utils/reason';
import { useToasts } from 'shared-sdk/react';
import { useFilteredGroups } from '../api/get-groups';
import { useGroupTags } from '../api/get-group-tags';
import { sendBulkGroupsByTags } from '../api/send-bulk-groups-by-tags';
import { GROUP_TEXTS } from '../texts';
import { composeProblem, initialTagDraft, TAG_PREVIEW_GROUPS, type TagDraft, tagRequest, tagsProblem } from '../utils/tag-wizard';
import { BulkWizardFrame } from './bulk-wizard-frame';
import { TagComposeStep } from './tag-compose-step';
import { TagConfirmStep } from './tag-confirm-step';
import { TagSelectStep } from './tag-select-step';
import { tagLabel } from '../utils/tag-name';

export interface TagSendWizardProps {
  accounts: Account[];
  onClose: () => void;
}

type Step = 0 | 1 | 2;
const STEPS = [GROUP_TEXTS.stepTags, GROUP_TEXTS.stepCompose, GROUP_TEXTS.stepConfirm].map((title) => ({ title }));

/** Send by tags, behind the Pro gate: select tags → compose → confirm, then the jobs list. */
export function TagSendWizard({ accounts, onClose }: TagSendWizardProps) {
  const navigate = useNavigate();
  const toasts = useToasts();
  const report = useReportJobs();
  const senders = accounts.filter((account) => account.status === 'ACTIVE');
  const [step, setStep] = useState<Step>(0);
  const [draft, setDraft] = useState<TagDraft>(() => initialTagDraft(senders[0]?.id ?? ''));
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const tags = useGroupTags();
  const preview = useFilteredGroups({ tagIds: draft.tagIds, limit: String(TAG_PREVIEW_GROUPS) }, draft.tagIds.length > 0);
  const change = (patch: Partial<TagDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const previewData = draft.tagIds.length > 0 && !preview.isPlaceholderData ? preview.data : undefined;
  const composeError = composeProblem(draft);
  // Step 1 goes on once the preview has answered that the tags carry groups.
  const canGoOn = step === 0 ? tagsProblem(draft, previewData?.total) === null && previewData !== undefined : composeError === null;

  const submit = async () => {
    setSending(true);
    setError(null);
    try {
      const answer = await sendBulkGroupsByTags(tagRequest(draft));
      // Said as created, or waiting for a slot when the plan's running jobs are all taken.
      report([created(answer)], { created: () => GROUP_TEXTS.tagSent, failed: GROUP_TEXTS.tagSendFailed, fallbackReason: GROUP_TEXTS.tagSendFailed });
      onClose();
      navigate('/jobs?page=1');
    } catch (caught) {
      const text = reasonOf(caught, GROUP_TEXTS.tagSendFailed);
      setError(text);
      toasts.error(text);
      setSending(false);
    }
  };

  const footer = (
    <Flex justify="space-between" align="center" gap={8}>
      <Button onClick={onClose} disabled={sending}>
        {GROUP_TEXTS.cancel}
      </Button>
      <Flex gap={8} align="center">
        {step === 1 && composeError && <Typography.Text type="secondary">{composeError}</Typography.Text>}
        {step > 0 && (
          <Button onClick={() => setStep((step - 1) as Step)} disabled={sending}>
            {GROUP_TEXTS.back}
          </Button>
        )}
        {step < 2 ? (
          <Button type="primary" disabled={!canGoOn} onClick={() => setStep((step + 1) as Step)}>
            {GROUP_TEXTS.next2}
          </Button>
        ) : (
          <Button type="primary" loading={sending} onClick={() => void submit()}>
            {GROUP_TEXTS.tagSend}
          </Button>
        )}
      </Flex>
    </Flex>
  );

  const tagNames = (tags.data?.tags ?? []).filter((tag) => draft.tagIds.includes(tag.id)).map((tag) => tagLabel(tag.name));
  return (
    <BulkWizardFrame title={GROUP_TEXTS.tagWizardTitle} width={720} closable={!sending} onCancel={onClose} steps={STEPS} current={step} footer={footer}>
      {step === 0 && (
        <TagSelectStep tags={tags.data?.tags ?? []} tagIds={draft.tagIds} onChange={(tagIds) => change({ tagIds })} preview={previewData} previewLoading={preview.isFetching} />
      )}
      {step === 1 && <TagComposeStep draft={draft} accounts={senders} onChange={change} />}
      {step === 2 && (
        <TagConfirmStep draft={draft} accountName={senders.find((account) => account.id === draft.accountId)?.displayName ?? ''} tagNames={tagNames} preview={previewData} error={error} />
      )}
    </BulkWizardFrame>
  );
}

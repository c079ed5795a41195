import { Alert } from 'antd';
import { useState } from 'react';
import { type Attachment, variantRequestFields, variantsError } from 'shared-sdk';
import { reasonOf } from '../../../utils/reason';
import { AttachmentPicker, MESSAGE_VARIANT_TEXTS, OptionSwitch } from 'shared-sdk/react';
import { messageMembers } from '../api/message-members';
import { GROUP_TEXTS } from '../texts';
import { delayError, delaysOrDefaults, GROUP_DELAYS } from '../utils/bulk-delays';
import { DelayFields, type DelayValues, MessageField } from './job-form-fields';
import { MemberJobModal, type MemberModalProps, useMemberJob } from './member-job-modal';

const { limits, defaults } = GROUP_DELAYS.memberMessage;

/** A private-message job to the chosen members: text or files, min 1-60, max 1-120, max ≥ min (3-7). */
export function MemberMessageModal({ group, memberIds, onClose }: MemberModalProps) {
  const job = useMemberJob({ created: GROUP_TEXTS.jobsCreated, failed: GROUP_TEXTS.jobFailed, fallbackReason: GROUP_TEXTS.jobFailed }, (error) => ({
    toast: GROUP_TEXTS.jobFailed,
    reason: reasonOf(error, GROUP_TEXTS.jobFailed),
  }));
  const [text, setText] = useState('');
  const [variants, setVariants] = useState<string[]>([]);
  const [skipActive, setSkipActive] = useState(false);
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [delays, setDelays] = useState<DelayValues>(defaults);
  const hasContent = text.trim().length > 0 || attachments.length > 0;
  const variantProblem = variantsError([text, ...variants]);
  const delayProblem = delayError(delays, limits);

  const submit = () => {
    if (!hasContent || delayProblem || variantProblem) return;
    void job.send(() =>
      messageMembers(group.accountId, group.groupId, {
        memberIds,
        ...variantRequestFields([text, ...variants].map((one) => one.trim())),
        ...(skipActive && { skipActiveConversations: true }),
        attachments,
        ...delaysOrDefaults(delays, defaults),
      }),
    );
  };

  return (
    <MemberJobModal
      title={GROUP_TEXTS.memberMessageTitle(memberIds.length)}
      okText={GROUP_TEXTS.sendMessage}
      blocked={!hasContent || Boolean(delayProblem) || Boolean(variantProblem)}
      job={job}
      onOk={submit}
      onClose={onClose}
    >
      {group.isCommunity && <Alert type="info" showIcon title={GROUP_TEXTS.communityNote} />}
      <MessageField value={text} onChange={setText} variants={{ value: variants, onChange: setVariants }} error={variants.length > 0 ? variantProblem : null} />
      <OptionSwitch label={MESSAGE_VARIANT_TEXTS.skipActive} hint={MESSAGE_VARIANT_TEXTS.skipActiveHint} checked={skipActive} onChange={setSkipActive} />
      <AttachmentPicker value={attachments} onChange={setAttachments} />
      <DelayFields value={delays} onChange={setDelays} limits={limits} error={delayProblem} />
    </MemberJobModal>
  );
}

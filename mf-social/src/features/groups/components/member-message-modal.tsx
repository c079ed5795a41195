import { Alert, Flex, Form, Modal } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { type Attachment, type StoredGroup } from 'shared-sdk';
import { created, useReportJobs } from '../../../hooks/use-report-jobs';
import { reasonOf } from '../../../utils/reason';
import { AttachmentPicker, useToasts } from 'shared-sdk/react';
import { messageMembers } from '../api/message-members';
import { GROUP_TEXTS } from '../texts';
import { delayError, GROUP_DELAYS } from '../utils/bulk-delays';
import { DelayFields, type DelayValues, MessageField } from './job-form-fields';

export interface MemberMessageModalProps {
  group: StoredGroup;
  memberIds: string[];
  onClose: () => void;
}

const { limits, defaults } = GROUP_DELAYS.memberMessage;

/** A private-message job to the chosen members: text or files, min 1-60, max 1-120, max ≥ min (3-7). */
export function MemberMessageModal({ group, memberIds, onClose }: MemberMessageModalProps) {
  const navigate = useNavigate();
  const toasts = useToasts();
  const report = useReportJobs();
  const [text, setText] = useState('');
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [delays, setDelays] = useState<DelayValues>(defaults);
  const [sending, setSending] = useState(false);
  const [reason, setReason] = useState<string | null>(null);
  const hasContent = text.trim().length > 0 || attachments.length > 0;
  const delayProblem = delayError(delays, limits);

  const submit = async () => {
    if (!hasContent || delayProblem) return;
    setSending(true);
    try {
      const answer = await messageMembers(group.accountId, group.groupId, {
        memberIds,
        message: text.trim(),
        attachments,
        delayMin: delays.delayMin ?? defaults.delayMin,
        delayMax: delays.delayMax ?? defaults.delayMax,
      });
      report([created(answer)], { created: GROUP_TEXTS.jobsCreated, failed: GROUP_TEXTS.jobFailed, fallbackReason: GROUP_TEXTS.jobFailed });
      navigate('/jobs?page=1');
    } catch (error) {
      toasts.error(GROUP_TEXTS.jobFailed);
      setReason(reasonOf(error, GROUP_TEXTS.jobFailed));
      setSending(false);
    }
  };

  return (
    <Modal
      open
      title={GROUP_TEXTS.memberMessageTitle(memberIds.length)}
      okText={GROUP_TEXTS.sendMessage}
      cancelText={GROUP_TEXTS.cancel}
      okButtonProps={{ disabled: !hasContent || Boolean(delayProblem) }}
      confirmLoading={sending}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <Form layout="vertical" component="div">
        <Flex vertical gap={12}>
          {group.isCommunity && <Alert type="info" showIcon title={GROUP_TEXTS.communityNote} />}
          <MessageField value={text} onChange={setText} />
          <AttachmentPicker value={attachments} onChange={setAttachments} />
          <DelayFields value={delays} onChange={setDelays} limits={limits} error={delayProblem} />
          {reason && <Alert type="error" showIcon title={reason} />}
        </Flex>
      </Form>
    </Modal>
  );
}

import { Flex, Form, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Attachment } from 'shared-sdk';
import { AttachmentPicker } from 'shared-sdk/react';
import { messageGroup } from '../api/message-group';
import { messageGroups } from '../api/message-groups';
import { JobPlanNote, usePlanAllowance } from '../../../components/job-plan-note';
import { useReportJobs } from '../../../hooks/use-report-jobs';
import { GROUP_TEXTS } from '../texts';
import { delayError, delaysOrDefaults, GROUP_DELAYS } from '../utils/bulk-delays';
import { type SelectedGroups, selectedCount, selectionBody } from '../utils/selection';
import { DelayFields, type DelayValues, MessageField } from './job-form-fields';

export interface SendGroupMessageModalProps {
  selection: SelectedGroups;
  onClose: () => void;
}

const { limits, defaults } = GROUP_DELAYS.groupMessage;
const OUTCOME = { created: GROUP_TEXTS.jobsCreated, failed: GROUP_TEXTS.jobFailed, fallbackReason: GROUP_TEXTS.jobFailed };

/**
 * 'Gửi tin nhắn' to the selected groups' conversations: one job per group. What the plan allows is said before
 * sending. The modal closes and the jobs list opens at once; the outcome toast follows when the
 * calls finish: picked groups one call each, a select-all one call with its filter.
 */
export function SendGroupMessageModal({ selection, onClose }: SendGroupMessageModalProps) {
  const navigate = useNavigate();
  const report = useReportJobs();
  const [text, setText] = useState('');
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [delays, setDelays] = useState<DelayValues>(defaults);
  const [tried, setTried] = useState(false);
  const count = selectedCount(selection);
  const allowance = usePlanAllowance(count, GROUP_TEXTS.oneJobPerGroupUnit);
  const contentError = text.trim() || attachments.length > 0 ? null : GROUP_TEXTS.textOrAttachment;
  const delayProblem = delayError(delays, limits);

  const submit = () => {
    setTried(true);
    if (contentError || delayProblem || allowance?.blocked) return;
    const body = { message: text.trim(), attachments, ...delaysOrDefaults(delays, defaults) };
    const calls =
      selection.kind === 'items'
        ? [...selection.items.values()].map((group) => ({ label: group.name, call: messageGroup({ ...body, accountId: group.accountId, groupId: group.groupId }) }))
        : [{ label: GROUP_TEXTS.sendToGroupsTitle(count), call: messageGroups({ ...body, selection: selectionBody(selection) }) }];
    void Promise.allSettled(calls.map((entry) => entry.call)).then((results) => report(results.map((result, index) => ({ label: calls[index].label, result })), OUTCOME));
    onClose();
    navigate('/jobs?page=1');
  };

  return (
    <Modal
      open
      title={GROUP_TEXTS.sendToGroupsTitle(count)}
      okText={GROUP_TEXTS.sendToGroupsOk}
      cancelText={GROUP_TEXTS.cancel}
      okButtonProps={{ disabled: (!text.trim() && attachments.length === 0) || Boolean(allowance?.blocked) }}
      onOk={submit}
      onCancel={onClose}
      width={640}
    >
      <Form layout="vertical" component="div">
        <Flex vertical gap={12}>
          <Typography.Text type="secondary">{GROUP_TEXTS.oneJobPerGroup}</Typography.Text>
          <JobPlanNote allowance={allowance} />
          <MessageField value={text} onChange={setText} error={tried ? contentError : null} toGroups />
          <AttachmentPicker value={attachments} onChange={setAttachments} />
          <DelayFields value={delays} onChange={setDelays} limits={limits} error={delayProblem} />
        </Flex>
      </Form>
    </Modal>
  );
}

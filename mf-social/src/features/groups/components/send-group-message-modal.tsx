import { Flex, Form, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { type Attachment, jobsApi, type StoredGroup } from 'shared-sdk';
import { AttachmentPicker } from 'shared-sdk/react';
import { useJobOutcome } from '../hooks/use-job-outcome';
import { GROUP_TEXTS } from '../texts';
import { delayError, GROUP_DELAYS } from '../utils/bulk-delays';
import { DelayFields, type DelayValues, MessageField } from './job-form-fields';

export interface SendGroupMessageModalProps {
  groups: StoredGroup[];
  onClose: () => void;
}

const { limits, defaults } = GROUP_DELAYS.groupMessage;

/**
 * 'Gửi tin nhắn' to the selected groups' conversations: one job per group. The modal closes and the jobs
 * list opens at once; the outcome toast follows when the calls finish (spec part 2 §4).
 */
export function SendGroupMessageModal({ groups, onClose }: SendGroupMessageModalProps) {
  const navigate = useNavigate();
  const report = useJobOutcome();
  const [text, setText] = useState('');
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [delays, setDelays] = useState<DelayValues>(defaults);
  const [tried, setTried] = useState(false);
  const contentError = text.trim() || attachments.length > 0 ? null : GROUP_TEXTS.textOrAttachment;
  const delayProblem = delayError(delays, limits);

  const submit = () => {
    setTried(true);
    if (contentError || delayProblem) return;
    const body = { message: text.trim(), attachments, delayMin: delays.delayMin ?? defaults.delayMin, delayMax: delays.delayMax ?? defaults.delayMax };
    void report(groups.map((group) => jobsApi.messageToGroup({ ...body, accountId: group.accountId, groupId: group.groupId })));
    onClose();
    navigate('/jobs?page=1');
  };

  return (
    <Modal open title={GROUP_TEXTS.sendToGroupsTitle(groups.length)} okText={GROUP_TEXTS.sendToGroupsOk} cancelText={GROUP_TEXTS.cancel} okButtonProps={{ disabled: !text.trim() && attachments.length === 0 }} onOk={submit} onCancel={onClose} width={640}>
      <Form layout="vertical" component="div">
        <Flex vertical gap={12}>
          <Typography.Text type="secondary">{GROUP_TEXTS.oneJobPerGroup}</Typography.Text>
          <MessageField value={text} onChange={setText} error={tried ? contentError : null} />
          <AttachmentPicker value={attachments} onChange={setAttachments} />
          <DelayFields value={delays} onChange={setDelays} limits={limits} error={delayProblem} />
        </Flex>
      </Form>
    </Modal>
  );
}

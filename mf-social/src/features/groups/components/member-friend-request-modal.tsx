import { Alert, Flex, Form, Modal } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, type StoredGroup } from 'shared-sdk';
import { created, useReportJobs } from '../../../hooks/use-report-jobs';
import { useToasts } from 'shared-sdk/react';
import { requestMemberFriends } from '../api/request-member-friends';
import { reasonOf } from '../../../utils/reason';
import { GROUP_TEXTS } from '../texts';
import { delayError, GROUP_DELAYS } from '../utils/bulk-delays';
import { DelayFields, type DelayValues, MessageField } from './job-form-fields';

export interface MemberFriendRequestModalProps {
  group: StoredGroup;
  memberIds: string[];
  onClose: () => void;
}

const { limits, defaults } = GROUP_DELAYS.memberFriendRequest;

/** A friend-request job to the chosen members: a required message, delays 1-60 s (1-3). */
export function MemberFriendRequestModal({ group, memberIds, onClose }: MemberFriendRequestModalProps) {
  const navigate = useNavigate();
  const toasts = useToasts();
  const report = useReportJobs();
  const [text, setText] = useState<string>(GROUP_TEXTS.defaultGreeting);
  const [delays, setDelays] = useState<DelayValues>(defaults);
  const [sending, setSending] = useState(false);
  const [reason, setReason] = useState<string | null>(null);
  const messageError = text.trim() ? null : GROUP_TEXTS.friendRequestRequired;
  const delayProblem = delayError(delays, limits);

  const submit = async () => {
    if (messageError || delayProblem) return;
    setSending(true);
    try {
      const answer = await requestMemberFriends(group.accountId, group.groupId, {
        memberIds,
        message: text.trim(),
        delayMin: delays.delayMin ?? defaults.delayMin,
        delayMax: delays.delayMax ?? defaults.delayMax,
      });
      report([created(answer)], { created: () => GROUP_TEXTS.friendJobCreated, failed: GROUP_TEXTS.friendJobFailed, fallbackReason: GROUP_TEXTS.friendJobFailed });
      navigate('/jobs?page=1');
    } catch (error) {
      toasts.error(error instanceof ApiError ? GROUP_TEXTS.friendJobFailed : GROUP_TEXTS.friendJobNetworkError);
      setReason(error instanceof ApiError ? reasonOf(error, GROUP_TEXTS.friendJobFailed) : null);
      setSending(false);
    }
  };

  return (
    <Modal
      open
      title={GROUP_TEXTS.friendRequestTitle(memberIds.length)}
      okText={GROUP_TEXTS.friendRequest}
      cancelText={GROUP_TEXTS.cancel}
      okButtonProps={{ disabled: Boolean(messageError || delayProblem) }}
      confirmLoading={sending}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <Form layout="vertical" component="div">
        <Flex vertical gap={12}>
          <MessageField label={GROUP_TEXTS.friendRequestMessage} value={text} onChange={setText} error={messageError} rows={3} />
          <DelayFields value={delays} onChange={setDelays} limits={limits} error={delayProblem} />
          {reason && <Alert type="error" showIcon title={reason} />}
        </Flex>
      </Form>
    </Modal>
  );
}

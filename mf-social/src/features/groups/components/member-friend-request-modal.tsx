import { useState } from 'react';
import { ApiError } from 'shared-sdk';
import { requestMemberFriends } from '../api/request-member-friends';
import { reasonOf } from '../../../utils/reason';
import { GROUP_TEXTS } from '../texts';
import { delayError, delaysOrDefaults, GROUP_DELAYS } from '../utils/bulk-delays';
import { DelayFields, type DelayValues, MessageField } from './job-form-fields';
import { MemberJobModal, type MemberModalProps, useMemberJob } from './member-job-modal';

const { limits, defaults } = GROUP_DELAYS.memberFriendRequest;

/** A friend-request job to the chosen members: a required message, delays 1-60 s (1-3). */
export function MemberFriendRequestModal({ group, memberIds, onClose }: MemberModalProps) {
  const job = useMemberJob({ created: () => GROUP_TEXTS.friendJobCreated, failed: GROUP_TEXTS.friendJobFailed, fallbackReason: GROUP_TEXTS.friendJobFailed }, (error) =>
    error instanceof ApiError
      ? { toast: GROUP_TEXTS.friendJobFailed, reason: reasonOf(error, GROUP_TEXTS.friendJobFailed) }
      : { toast: GROUP_TEXTS.friendJobNetworkError, reason: null },
  );
  const [text, setText] = useState<string>(GROUP_TEXTS.defaultGreeting);
  const [delays, setDelays] = useState<DelayValues>(defaults);
  const messageError = text.trim() ? null : GROUP_TEXTS.friendRequestRequired;
  const delayProblem = delayError(delays, limits);

  const submit = () => {
    if (messageError || delayProblem) return;
    void job.send(() =>
      requestMemberFriends(group.accountId, group.groupId, {
        memberIds,
        message: text.trim(),
        ...delaysOrDefaults(delays, defaults),
      }),
    );
  };

  return (
    <MemberJobModal
      title={GROUP_TEXTS.friendRequestTitle(memberIds.length)}
      okText={GROUP_TEXTS.friendRequest}
      blocked={Boolean(messageError || delayProblem)}
      job={job}
      onOk={submit}
      onClose={onClose}
    >
      <MessageField label={GROUP_TEXTS.friendRequestMessage} value={text} onChange={setText} error={messageError} rows={3} />
      <DelayFields value={delays} onChange={setDelays} limits={limits} error={delayProblem} />
    </MemberJobModal>
  );
}

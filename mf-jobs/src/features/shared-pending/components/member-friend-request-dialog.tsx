import { Form, Input } from 'antd';
import { FriendRequestToSharedListMembersSchema, SHARED_LIST_MESSAGES } from 'shared-sdk';
import { TemplatePreview } from 'shared-sdk/react';
import { useFriendRequestMembers } from '../api/friend-request-members';
import { SHARED_TEXTS } from '../texts';
import { sharedListDelays } from '../utils/delays';
import { MEMBER_JOB_DEFAULT_DELAY } from '../utils/pace';
import { DelayFields } from './delay-fields';
import { MemberJobDialog } from './member-job-dialog';
import type { MemberDialogProps } from './member-message-dialog';
import { SenderField } from './sender-field';

interface Values {
  accountId?: string;
  message: string;
  delayMin: number | null;
  delayMax: number | null;
}

/**
 * 'Gửi lời mời kết bạn' to the selected members, with the request message. The gaps are sent too (the spec's call
 * names none, and without them the server would fall back to 1-3 s between requests to strangers).
 */
export function MemberFriendRequestDialog({ listId, members, open, onClose, onCreated }: MemberDialogProps) {
  const [form] = Form.useForm<Values>();
  const message = Form.useWatch('message', form) ?? '';
  const accountId = Form.useWatch('accountId', form);
  const delayMin = Form.useWatch('delayMin', form);
  const delayMax = Form.useWatch('delayMax', form);
  const create = useFriendRequestMembers();
  const memberIds = members.map((member) => member.id);
  return (
    <MemberJobDialog
      title={SHARED_TEXTS.sendFriendRequest}
      open={open}
      memberCount={members.length}
      form={form}
      initialValues={{ message: SHARED_TEXTS.friendRequestDefault, delayMin: MEMBER_JOB_DEFAULT_DELAY.min, delayMax: MEMBER_JOB_DEFAULT_DELAY.max }}
      schema={FriendRequestToSharedListMembersSchema}
      toBody={(values) => ({
        listId,
        memberIds,
        accountId: values.accountId ?? '',
        message: values.message ?? '',
        ...sharedListDelays(values.delayMin, values.delayMax),
      })}
      submit={(body) => create.mutateAsync(body)}
      failureText={SHARED_LIST_MESSAGES.friendRequestFailed}
      createdText={SHARED_TEXTS.friendRequestCreated}
      onCreated={onCreated}
      onClose={onClose}
    >
      <SenderField listId={listId} members={members} accountId={accountId} />
      <Form.Item name="message" label={SHARED_TEXTS.friendRequestMessage} extra={<TemplatePreview value={message} />}>
        <Input.TextArea rows={3} maxLength={500} showCount />
      </Form.Item>
      <DelayFields
        count={members.length}
        delayMin={delayMin}
        delayMax={delayMax}
        labels={{ min: SHARED_TEXTS.requestDelayMin, max: SHARED_TEXTS.requestDelayMax, hint: SHARED_TEXTS.requestDelayHint }}
      />
    </MemberJobDialog>
  );
}

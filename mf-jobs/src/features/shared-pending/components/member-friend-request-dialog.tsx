import { Form, Input } from 'antd';
import { FriendRequestToSharedListMembersSchema, SHARED_LIST_MESSAGES, withDncExcluded } from 'shared-sdk';
import { TemplatePreview, useToasts } from 'shared-sdk/react';
import { useFriendRequestMembers } from '../api/create-member-jobs';
import { SHARED_TEXTS } from '../texts';
import { ActiveAccountSelect } from './active-account-select';
import { MemberJobDialog } from './member-job-dialog';
import type { MemberDialogProps } from './member-message-dialog';

interface Values {
  accountId?: string;
  message: string;
}

/** 'Gửi lời mời kết bạn' to the selected members, with the request message. */
export function MemberFriendRequestDialog({ listId, memberIds, open, onClose, onCreated }: MemberDialogProps) {
  const [form] = Form.useForm<Values>();
  const message = Form.useWatch('message', form) ?? '';
  const create = useFriendRequestMembers();
  const toasts = useToasts();
  return (
    <MemberJobDialog
      title={SHARED_TEXTS.sendFriendRequest}
      open={open}
      memberCount={memberIds.length}
      form={form}
      initialValues={{ message: SHARED_TEXTS.friendRequestDefault }}
      schema={FriendRequestToSharedListMembersSchema}
      toBody={(values) => ({ listId, memberIds, accountId: values.accountId ?? '', message: values.message ?? '' })}
      submit={(body) => create.mutateAsync(body)}
      failureText={SHARED_LIST_MESSAGES.friendRequestFailed}
      onDone={(body, answer) => {
        toasts.success(withDncExcluded(SHARED_TEXTS.friendRequestCreated(body.memberIds.length), answer));
        onCreated();
      }}
      onClose={onClose}
    >
      <Form.Item name="accountId" label={SHARED_TEXTS.account}>
        <ActiveAccountSelect />
      </Form.Item>
      <Form.Item name="message" label={SHARED_TEXTS.friendRequestMessage} extra={<TemplatePreview value={message} />}>
        <Input.TextArea rows={3} maxLength={500} showCount />
      </Form.Item>
    </MemberJobDialog>
  );
}

import { Form, Input } from 'antd';
import { type Attachment, JOB_MESSAGE_MAX, MessageToSharedListMembersSchema, SHARED_LIST_MESSAGES, type SharedListMember } from 'shared-sdk';
import { AttachmentPicker, TemplatePreview } from 'shared-sdk/react';
import { useMessageMembers } from '../api/message-members';
import { SHARED_TEXTS } from '../texts';
import { sharedListDelays } from '../utils/delays';
import { MEMBER_JOB_DEFAULT_DELAY } from '../utils/pace';
import { DelayFields } from './delay-fields';
import { MemberJobDialog } from './member-job-dialog';
import { SenderField } from './sender-field';

interface Values {
  accountId?: string;
  message: string;
  attachments: Attachment[];
  delayMin: number | null;
  delayMax: number | null;
}

export interface MemberDialogProps {
  listId: string;
  /** The chosen members of the list. */
  members: SharedListMember[];
  open: boolean;
  onClose(): void;
  onCreated(): void;
}

/** 'Gửi tin nhắn' to the selected members: text and/or attachments, 1-60 s between messages (45-60 s by default). */
export function MemberMessageDialog({ listId, members, open, onClose, onCreated }: MemberDialogProps) {
  const [form] = Form.useForm<Values>();
  const message = Form.useWatch('message', form) ?? '';
  const accountId = Form.useWatch('accountId', form);
  const delayMin = Form.useWatch('delayMin', form);
  const delayMax = Form.useWatch('delayMax', form);
  const create = useMessageMembers();
  const memberIds = members.map((member) => member.id);
  return (
    <MemberJobDialog
      title={SHARED_TEXTS.sendMessage}
      open={open}
      memberCount={members.length}
      form={form}
      initialValues={{ message: '', attachments: [], delayMin: MEMBER_JOB_DEFAULT_DELAY.min, delayMax: MEMBER_JOB_DEFAULT_DELAY.max }}
      schema={MessageToSharedListMembersSchema}
      toBody={(values) => ({
        listId,
        memberIds,
        accountId: values.accountId ?? '',
        message: values.message ?? '',
        attachments: values.attachments ?? [],
        ...sharedListDelays(values.delayMin, values.delayMax),
      })}
      submit={(body) => create.mutateAsync(body)}
      failureText={SHARED_LIST_MESSAGES.messageFailed}
      createdText={SHARED_LIST_MESSAGES.messageJobCreated}
      onCreated={onCreated}
      onClose={onClose}
    >
      <SenderField listId={listId} members={members} accountId={accountId} />
      <Form.Item name="message" label={SHARED_TEXTS.message} extra={<TemplatePreview value={message} />}>
        <Input.TextArea rows={4} maxLength={JOB_MESSAGE_MAX} showCount />
      </Form.Item>
      <Form.Item name="attachments" label={SHARED_TEXTS.attachments}>
        <AttachmentPicker />
      </Form.Item>
      <DelayFields
        count={members.length}
        delayMin={delayMin}
        delayMax={delayMax}
        labels={{ min: SHARED_TEXTS.delayMin, max: SHARED_TEXTS.delayMax, hint: SHARED_TEXTS.delayHint }}
      />
    </MemberJobDialog>
  );
}

import { Form } from 'antd';
import { type Attachment, JOB_MESSAGE_MAX, MessageToSharedListMembersSchema, SHARED_LIST_MESSAGES } from 'shared-sdk';
import { AttachmentPicker } from 'shared-sdk/react';
import { useMessageMembers } from '../api/message-members';
import { SHARED_TEXTS } from '../texts';
import { DEFAULT_DELAYS, DelayFields, type DelayValues, delaysOf } from './delay-fields';
import { type MemberDialogProps, MemberJobDialog } from './member-job-dialog';
import { MessageTemplateItem } from './message-template-item';

interface Values extends DelayValues {
  accountId?: string;
  message: string;
  attachments: Attachment[];
}

/** 'Gửi tin nhắn' to the selected members: text and/or attachments, 1-60 s between messages (45-60 s by default). */
export function MemberMessageDialog(props: MemberDialogProps) {
  const create = useMessageMembers();
  return (
    <MemberJobDialog
      title={SHARED_TEXTS.sendMessage}
      {...props}
      initialValues={{ message: '', attachments: [], ...DEFAULT_DELAYS }}
      schema={MessageToSharedListMembersSchema}
      toBody={(values: Values) => ({
        message: values.message ?? '',
        attachments: values.attachments ?? [],
        ...delaysOf(values),
      })}
      submit={(body) => create.mutateAsync(body)}
      failureText={SHARED_LIST_MESSAGES.messageFailed}
      createdText={SHARED_LIST_MESSAGES.messageJobCreated}
    >
      <MessageTemplateItem label={SHARED_TEXTS.message} rows={4} maxLength={JOB_MESSAGE_MAX} />
      <Form.Item name="attachments" label={SHARED_TEXTS.attachments}>
        <AttachmentPicker />
      </Form.Item>
      <DelayFields
        count={props.members.length}
        labels={{ min: SHARED_TEXTS.delayMin, max: SHARED_TEXTS.delayMax, hint: SHARED_TEXTS.delayHint }}
      />
    </MemberJobDialog>
  );
}

import { Form } from 'antd';
import { type Attachment, JOB_MESSAGE_MAX, MessageToSharedListMembersSchema, SHARED_LIST_MESSAGES, variantRequestFields, withoutUnusedVariants } from 'shared-sdk';
import { AttachmentPicker, MESSAGE_VARIANT_TEXTS, MessageVariantsField, OptionSwitch } from 'shared-sdk/react';
import { useMessageMembers } from '../api/message-members';
import { SHARED_TEXTS } from '../texts';
import { DEFAULT_DELAYS, DelayFields, type DelayValues, delaysOf } from './delay-fields';
import { type MemberDialogProps, MemberJobDialog } from './member-job-dialog';

interface Values extends DelayValues {
  accountId?: string;
  /** The message, or its variants A…E. */
  messages: string[];
  skipActiveConversations: boolean;
  attachments: Attachment[];
}

/** 'Gửi tin nhắn' to the selected members: text and/or attachments, 1-60 s between messages (45-60 s by default). */
export function MemberMessageDialog(props: MemberDialogProps) {
  const create = useMessageMembers();
  return (
    <MemberJobDialog
      title={SHARED_TEXTS.sendMessage}
      {...props}
      initialValues={{ messages: [''], skipActiveConversations: false, attachments: [], ...DEFAULT_DELAYS }}
      schema={MessageToSharedListMembersSchema}
      toBody={(values: Values) => ({
        ...variantRequestFields(values.messages ?? ['']),
        ...(values.skipActiveConversations && { skipActiveConversations: true }),
        attachments: values.attachments ?? [],
        ...delaysOf(values),
      })}
      submit={(body) => create.mutateAsync(withoutUnusedVariants(body))}
      failureText={SHARED_LIST_MESSAGES.messageFailed}
      createdText={SHARED_LIST_MESSAGES.messageJobCreated}
    >
      <Form.Item name="messages" label={SHARED_TEXTS.message}>
        <MessageVariantsField label={SHARED_TEXTS.message} rows={4} maxLength={JOB_MESSAGE_MAX} />
      </Form.Item>
      <Form.Item name="skipActiveConversations" valuePropName="checked">
        <OptionSwitch label={MESSAGE_VARIANT_TEXTS.skipActive} hint={MESSAGE_VARIANT_TEXTS.skipActiveHint} />
      </Form.Item>
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

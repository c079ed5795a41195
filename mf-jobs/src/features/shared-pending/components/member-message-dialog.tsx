import { Col, Form, Input, InputNumber, Row } from 'antd';
import {
  JOB_MESSAGE_MAX,
  MessageToSharedListMembersSchema,
  SHARED_LIST_DELAY_FALLBACK,
  SHARED_LIST_MESSAGES,
  type Attachment,
  withDncExcluded,
} from 'shared-sdk';
import { AttachmentPicker, TemplatePreview, useToasts } from 'shared-sdk/react';
import { useMessageMembers } from '../api/create-member-jobs';
import { SHARED_TEXTS } from '../texts';
import { sharedListDelays } from '../utils/delays';
import { ActiveAccountSelect } from './active-account-select';
import { MemberJobDialog } from './member-job-dialog';

interface Values {
  accountId?: string;
  message: string;
  attachments: Attachment[];
  delayMin: number | null;
  delayMax: number | null;
}

export interface MemberDialogProps {
  listId: string;
  memberIds: string[];
  open: boolean;
  onClose(): void;
  onCreated(): void;
}

/** 'Gửi tin nhắn' to the selected members: text and/or attachments, 1-60 s between messages. */
export function MemberMessageDialog({ listId, memberIds, open, onClose, onCreated }: MemberDialogProps) {
  const [form] = Form.useForm<Values>();
  const message = Form.useWatch('message', form) ?? '';
  const create = useMessageMembers();
  const toasts = useToasts();
  return (
    <MemberJobDialog
      title={SHARED_TEXTS.sendMessage}
      open={open}
      memberCount={memberIds.length}
      form={form}
      initialValues={{ message: '', attachments: [], delayMin: SHARED_LIST_DELAY_FALLBACK.min, delayMax: SHARED_LIST_DELAY_FALLBACK.max }}
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
      onDone={(body, answer) => {
        toasts.success(withDncExcluded(SHARED_LIST_MESSAGES.messageJobCreated(body.memberIds.length), answer));
        onCreated();
      }}
      onClose={onClose}
    >
      <Form.Item name="accountId" label={SHARED_TEXTS.account}>
        <ActiveAccountSelect />
      </Form.Item>
      <Form.Item name="message" label={SHARED_TEXTS.message} extra={<TemplatePreview value={message} />}>
        <Input.TextArea rows={4} maxLength={JOB_MESSAGE_MAX} showCount />
      </Form.Item>
      <Form.Item name="attachments" label={SHARED_TEXTS.attachments}>
        <AttachmentPicker />
      </Form.Item>
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item name="delayMin" label={SHARED_TEXTS.delayMin} extra={SHARED_TEXTS.delayHint}>
            <InputNumber style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="delayMax" label={SHARED_TEXTS.delayMax}>
            <InputNumber style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
    </MemberJobDialog>
  );
}

import { Alert, Flex, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { JOB_MESSAGE_MAX } from 'shared-sdk';
import { AttachmentPicker, TemplatePreview } from 'shared-sdk/react';
import { useSendFriendMessages } from '../hooks/use-send-friend-messages';
import { BULK_MESSAGE_DEFAULTS, type BulkMessageValues, checkBulkMessage } from '../utils/bulk-message';
import { groupByAccount, type SelectedFriend } from '../utils/friend-selection';
import { BulkMessagePacing } from './bulk-message-pacing';
import { RecipientGroups } from './recipient-groups';

export interface BulkMessageModalProps {
  open: boolean;
  recipients: SelectedFriend[];
  accountNames: ReadonlyMap<string, string>;
  onClose: () => void;
  /** Called once jobs were created, before the jobs list opens. */
  onSent: () => void;
}

/**
 * 'Gửi tin nhắn' to the selected friends (spec part 2 §2, §5): recipients by account, text, files, delays,
 * batches and notes; one job per account, then the jobs list at page 1.
 */
export function BulkMessageModal({ open, recipients, accountNames, onClose, onSent }: BulkMessageModalProps) {
  const navigate = useNavigate();
  const [values, setValues] = useState<BulkMessageValues>(BULK_MESSAGE_DEFAULTS);
  const { send, sending, failures } = useSendFriendMessages();
  const byAccount = groupByAccount(recipients);
  const errors = checkBulkMessage(values, recipients.length);
  const change = (patch: Partial<BulkMessageValues>) => setValues((current) => ({ ...current, ...patch }));

  const submit = async () => {
    if (Object.keys(errors).length > 0) return;
    if (await send(values, byAccount)) {
      onSent();
      onClose();
      navigate('/jobs?page=1');
    }
  };

  return (
    <Modal
      open={open}
      title={`Gửi tin nhắn cho ${recipients.length} bạn bè`}
      okText="Gửi tin nhắn"
      cancelText="Hủy"
      okButtonProps={{ disabled: Object.keys(errors).length > 0 }}
      confirmLoading={sending}
      onOk={() => void submit()}
      onCancel={onClose}
      width={640}
      destroyOnHidden
    >
      <Form layout="vertical" component="div">
        <Flex vertical gap={12}>
          {errors.recipients ? (
            <Alert type="warning" showIcon title={errors.recipients} />
          ) : (
            <>
              <Typography.Text>{`Sẽ tạo ${byAccount.size} job, mỗi tài khoản một job:`}</Typography.Text>
              <RecipientGroups byAccount={byAccount} accountNames={accountNames} />
            </>
          )}
          <Form.Item
            label="Nội dung tin nhắn"
            validateStatus={errors.message && values.message ? 'error' : undefined}
            help={errors.message}
            extra={<TemplatePreview value={values.message} />}
            style={{ marginBottom: 0 }}
          >
            <Input.TextArea
              aria-label="Nội dung tin nhắn"
              rows={4}
              showCount
              maxLength={JOB_MESSAGE_MAX}
              value={values.message}
              onChange={(event) => change({ message: event.target.value })}
            />
          </Form.Item>
          <AttachmentPicker value={values.attachments} onChange={(attachments) => change({ attachments })} />
          <BulkMessagePacing values={values} errors={errors} onChange={change} />
          <Form.Item label="Ghi chú" style={{ marginBottom: 0 }}>
            <Input.TextArea aria-label="Ghi chú" rows={2} maxLength={500} value={values.notes} onChange={(event) => change({ notes: event.target.value })} />
          </Form.Item>
          {failures.length > 0 && (
            <Alert
              type="error"
              showIcon
              title="Không tạo được job cho các tài khoản sau"
              description={failures.map((failure) => `${accountNames.get(failure.accountId) ?? failure.accountId}: ${failure.reason}`).join('; ')}
            />
          )}
        </Flex>
      </Form>
    </Modal>
  );
}

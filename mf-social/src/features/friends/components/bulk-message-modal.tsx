import { Alert, Flex, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { JOB_MESSAGE_MAX } from 'shared-sdk';
import { AttachmentPicker, MESSAGE_VARIANT_TEXTS, MessageVariantsField, OptionSwitch } from 'shared-sdk/react';
import { JobPlanNote, usePlanAllowance } from '../../../components/job-plan-note';
import { useSendFriendMessages } from '../hooks/use-send-friend-messages';
import { BULK_MESSAGE_DEFAULTS, type BulkMessageValues, checkBulkMessage } from '../utils/bulk-message';
import { friendsByAccount, type SelectedFriends, selectedCount } from '../utils/friend-selection';
import { BulkMessagePacing } from './bulk-message-pacing';
import { RecipientGroups } from './recipient-groups';

export interface BulkMessageModalProps {
  open: boolean;
  /** Friends picked one by one, or every friend of a filter (a select-all). */
  selection: SelectedFriends;
  accountNames: ReadonlyMap<string, string>;
  onClose: () => void;
  /** Called once jobs were created, before the jobs list opens. */
  onSent: () => void;
}

/**
 * 'Gửi tin nhắn' to the selected friends: recipients by account, text, files, delays,
 * batches and notes; one job per account, then the jobs list at page 1. What the plan allows is said before
 * sending; what was created, waits or was refused, after.
 */
export function BulkMessageModal({ open, selection, accountNames, onClose, onSent }: BulkMessageModalProps) {
  const navigate = useNavigate();
  const [values, setValues] = useState<BulkMessageValues>(BULK_MESSAGE_DEFAULTS);
  const { send, sending, failures } = useSendFriendMessages();
  const shares = friendsByAccount(selection);
  const count = selectedCount(selection);
  const allowance = usePlanAllowance(shares.length, 'mỗi tài khoản một');
  const errors = checkBulkMessage(values, count);
  const blocked = Object.keys(errors).length > 0 || Boolean(allowance?.blocked);
  const change = (patch: Partial<BulkMessageValues>) => setValues((current) => ({ ...current, ...patch }));

  const submit = async () => {
    if (blocked) return;
    if (await send(values, shares, selection, accountNames)) {
      onSent();
      onClose();
      navigate('/jobs?page=1');
    }
  };

  return (
    <Modal
      open={open}
      title={`Gửi tin nhắn cho ${count.toLocaleString('vi-VN')} bạn bè`}
      okText="Gửi tin nhắn"
      cancelText="Hủy"
      okButtonProps={{ disabled: blocked }}
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
              <Typography.Text>{`Người nhận theo tài khoản (mỗi tài khoản một công việc):`}</Typography.Text>
              <RecipientGroups shares={shares} accountNames={accountNames} />
              <JobPlanNote allowance={allowance} />
            </>
          )}
          <Form.Item
            label="Nội dung tin nhắn"
            validateStatus={errors.message && (values.message || values.variants.length > 0) ? 'error' : undefined}
            help={errors.message}
            style={{ marginBottom: 0 }}
          >
            <MessageVariantsField
              label="Nội dung tin nhắn"
              rows={4}
              maxLength={JOB_MESSAGE_MAX}
              value={[values.message, ...values.variants]}
              onChange={([message = '', ...variants]) => change({ message, variants })}
            />
          </Form.Item>
          <OptionSwitch
            label={MESSAGE_VARIANT_TEXTS.skipActive}
            hint={MESSAGE_VARIANT_TEXTS.skipActiveHint}
            checked={values.skipActiveConversations}
            onChange={(skipActiveConversations) => change({ skipActiveConversations })}
          />
          <AttachmentPicker value={values.attachments} onChange={(attachments) => change({ attachments })} />
          <BulkMessagePacing values={values} errors={errors} onChange={change} />
          <Form.Item label="Ghi chú" style={{ marginBottom: 0 }}>
            <Input.TextArea aria-label="Ghi chú" rows={2} maxLength={500} value={values.notes} onChange={(event) => change({ notes: event.target.value })} />
          </Form.Item>
          {failures.length > 0 && (
            <Alert
              type="error"
              showIcon
              title="Không tạo được công việc cho các tài khoản sau"
              description={failures.map((failure) => `${failure.label}: ${failure.reason}`).join('; ')}
            />
          )}
        </Flex>
      </Form>
    </Modal>
  );
}

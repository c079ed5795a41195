import { Alert, Descriptions, Form, Input, Modal, Radio, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { type Attachment, useAccounts } from 'shared-sdk';
import { useToasts } from 'shared-sdk/react';
import { useByPhoneAction } from '../hooks/use-by-phone-action';
import { PHONE_TEXTS } from '../texts';
import type { ByPhoneResult } from '../utils/by-phone-result';
import { type FailureView, failureView } from '../utils/failure-text';
import { checkSingleNumberForm, SINGLE_ACTION_NEEDS, type SingleAction as ByPhoneAction } from '../utils/single-number';
import { ImageAttachmentsField } from './image-attachments-field';
import { TemplateTextField } from './template-text-field';

export interface SingleNumberDialogProps {
  open: boolean;
  onClose: () => void;
}

const ACTION_LABELS: Record<ByPhoneAction, string> = {
  lookup: PHONE_TEXTS.actionLookup,
  friendRequest: PHONE_TEXTS.actionFriendRequest,
  message: PHONE_TEXTS.actionMessage,
  friendRequestAndMessage: PHONE_TEXTS.actionBoth,
};

const FAILURES: Record<ByPhoneAction, [string, string]> = {
  lookup: [PHONE_TEXTS.lookupFailed, PHONE_TEXTS.lookupError],
  friendRequest: [PHONE_TEXTS.friendRequestFailed, PHONE_TEXTS.friendRequestError],
  message: [PHONE_TEXTS.messageFailed, PHONE_TEXTS.messageError],
  friendRequestAndMessage: [PHONE_TEXTS.bothFailed, PHONE_TEXTS.bothError],
};

const SUCCESSES: Record<Exclude<ByPhoneAction, 'lookup'>, string> = {
  friendRequest: PHONE_TEXTS.friendRequestSent,
  message: PHONE_TEXTS.messageSent,
  friendRequestAndMessage: PHONE_TEXTS.bothSent,
};

function Outcome({ ok }: { ok: boolean }) {
  return <Tag color={ok ? 'green' : 'red'}>{ok ? PHONE_TEXTS.sent : PHONE_TEXTS.notSent}</Tag>;
}

/** A failed action: its Vietnamese line, and what Zalo answered (with its code) on a line of its own. */
function FailureAlert({ failure }: { failure: FailureView }) {
  return (
    <Alert
      type="error"
      showIcon
      data-testid="single-failure"
      title={failure.title}
      description={
        failure.detail && (
          <Typography.Text type="secondary">
            {PHONE_TEXTS.zaloSaid}: {failure.detail.text}
            {failure.detail.code !== null && <Tag style={{ marginInlineStart: 8 }}>{PHONE_TEXTS.errorCode(failure.detail.code)}</Tag>}
          </Typography.Text>
        )
      }
    />
  );
}

function ResultView({ result }: { result: ByPhoneResult }) {
  if (!result.found) return <Alert type="warning" showIcon title={PHONE_TEXTS.userNotFound} />;
  return (
    <Descriptions size="small" column={1} bordered title={PHONE_TEXTS.result} data-testid="single-result">
      <Descriptions.Item label={PHONE_TEXTS.foundName}>{result.userName}</Descriptions.Item>
      <Descriptions.Item label={PHONE_TEXTS.userId}>{result.userId}</Descriptions.Item>
      {result.friendRequestSent !== undefined && (
        <Descriptions.Item label={PHONE_TEXTS.friendRequestResult}>
          <Outcome ok={result.friendRequestSent} />
        </Descriptions.Item>
      )}
      {result.messageSent !== undefined && (
        <Descriptions.Item label={PHONE_TEXTS.messageResult}>
          <Outcome ok={result.messageSent} />
          {result.messageId && <Typography.Text>{PHONE_TEXTS.messageId(result.messageId)}</Typography.Text>}
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}

/**
 * One number at a time: look the user up, send a friend request, a message, or both, from
 * an ACTIVE account. The result shows the user's name and id and each outcome, with the message id.
 */
export function SingleNumberDialog({ open, onClose }: SingleNumberDialogProps) {
  const toasts = useToasts();
  const accounts = useAccounts();
  const activeAccounts = (accounts.data ?? []).filter((account) => account.status === 'ACTIVE');
  const [action, setAction] = useState<ByPhoneAction>('lookup');
  const [phone, setPhone] = useState('');
  const [accountId, setAccountId] = useState<string | undefined>(undefined);
  const [friendRequestMessage, setFriendRequestMessage] = useState<string>(PHONE_TEXTS.defaultFriendRequest);
  const [message, setMessage] = useState<string>(PHONE_TEXTS.defaultMessage);
  const [images, setImages] = useState<Attachment[]>([]);
  const [result, setResult] = useState<ByPhoneResult | null>(null);
  const [failure, setFailure] = useState<FailureView | null>(null);
  const call = useByPhoneAction();
  const needs = SINGLE_ACTION_NEEDS[action];

  const submit = async () => {
    const form = { action, phone, accountId, friendRequestMessage, message };
    const invalid = checkSingleNumberForm(form);
    if (invalid) {
      toasts.error(invalid);
      return;
    }
    setResult(null);
    setFailure(null);
    try {
      const answer = await call.run({ ...form, accountId: accountId ?? '', phone: phone.trim(), attachments: images });
      setResult(answer);
      if (!answer.found) toasts.error(PHONE_TEXTS.userNotFound);
      else if (action === 'lookup') toasts.success(PHONE_TEXTS.greeting(answer.userName));
      else toasts.success(SUCCESSES[action]);
    } catch (error) {
      const [refused, crashed] = FAILURES[action];
      const view = failureView(error, refused, crashed);
      setFailure(view);
      toasts.error(view.title);
    }
  };

  return (
    <Modal
      open={open}
      title={PHONE_TEXTS.singleTitle}
      okText={PHONE_TEXTS.execute}
      cancelText={PHONE_TEXTS.close}
      confirmLoading={call.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      width={600}
      destroyOnHidden
    >
      <Form layout="vertical" component="div">
        <Form.Item label={PHONE_TEXTS.action}>
          <Radio.Group
            aria-label={PHONE_TEXTS.action}
            value={action}
            onChange={(event) => {
              setAction(event.target.value as ByPhoneAction);
              setResult(null);
              setFailure(null);
            }}
            options={Object.entries(ACTION_LABELS).map(([value, label]) => ({ value, label }))}
          />
        </Form.Item>
        <Form.Item label={PHONE_TEXTS.phoneNumber} required extra={PHONE_TEXTS.phoneExample(PHONE_TEXTS.phonePlaceholder)}>
          <Input aria-label={PHONE_TEXTS.phoneNumber} placeholder={PHONE_TEXTS.phonePlaceholder} value={phone} onChange={(event) => setPhone(event.target.value)} />
        </Form.Item>
        <Form.Item label={PHONE_TEXTS.account} required>
          <Select
            aria-label={PHONE_TEXTS.account}
            placeholder={PHONE_TEXTS.chooseAccount}
            loading={accounts.isPending}
            options={activeAccounts.map((account) => ({ value: account.id, label: account.displayName }))}
            notFoundContent={PHONE_TEXTS.noActiveAccounts}
            value={accountId}
            onChange={setAccountId}
          />
        </Form.Item>
        {needs.friendRequest && (
          <TemplateTextField label={PHONE_TEXTS.friendRequestMessage} rows={2} value={friendRequestMessage} onChange={setFriendRequestMessage} />
        )}
        {needs.message && (
          <>
            <TemplateTextField label={PHONE_TEXTS.followUpMessage} rows={3} value={message} onChange={setMessage} />
            <Form.Item label={PHONE_TEXTS.images}>
              <ImageAttachmentsField value={images} onChange={setImages} disabled={call.isPending} />
            </Form.Item>
          </>
        )}
      </Form>
      {result && <ResultView result={result} />}
      {failure && <FailureAlert failure={failure} />}
    </Modal>
  );
}

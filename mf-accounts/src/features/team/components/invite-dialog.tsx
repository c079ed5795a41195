import { CopyOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Form, Input, Modal, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { type Account, errorMessage, type Invitation, type InvitableRole, TEAM_MESSAGES } from 'shared-sdk';
import { useToasts } from 'shared-sdk/react';
import { TEAM_TEXTS as T } from '../texts';
import { RoleAccountsFields } from './role-accounts-fields';

interface InviteValues {
  email: string;
  role: InvitableRole;
  accountIds: string[];
}

export interface InviteDialogProps {
  open: boolean;
  accounts: readonly Account[] | undefined;
  /** Creates the invitation; its answer carries the link to copy. */
  onInvite: (values: InviteValues) => Promise<Invitation>;
  onClose: () => void;
}

/** The link to send: absolute, on this site. */
export const invitationLink = (url: string) => new URL(url, window.location.origin).toString();

/**
 * 'Mời thành viên': e-mail, role (an agent needs at least one Zalo account) → the link to send, shown this once with
 * a copy button. The server's refusal (the plan's seats, an e-mail already in the team) is said as it says it.
 */
export function InviteDialog({ open, accounts, onInvite, onClose }: InviteDialogProps) {
  const [form] = Form.useForm<InviteValues>();
  const role = Form.useWatch('role', form);
  const toasts = useToasts();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<Invitation | null>(null);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    setError(null);
    setCreated(null);
  }, [open, form]);

  const submit = async (values: InviteValues) => {
    setBusy(true);
    setError(null);
    try {
      setCreated(await onInvite({ ...values, accountIds: values.role === 'AGENT' ? values.accountIds ?? [] : [] }));
    } catch (failure) {
      setError(errorMessage(failure, T.inviteFailed));
    } finally {
      setBusy(false);
    }
  };

  const link = created?.url ? invitationLink(created.url) : null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link ?? '');
      toasts.success(T.copied);
    } catch {
      toasts.error(T.copyFailed);
    }
  };

  return (
    <Modal
      open={open}
      title={T.inviteTitle}
      onCancel={onClose}
      destroyOnHidden
      footer={
        created ? (
          <Button type="primary" onClick={onClose}>
            {T.close}
          </Button>
        ) : (
          <Space>
            <Button onClick={onClose}>{T.cancel}</Button>
            <Button type="primary" loading={busy} onClick={() => form.submit()}>
              {T.inviteSubmit}
            </Button>
          </Space>
        )
      }
    >
      {created && link ? (
        <Flex vertical gap={8} style={{ width: '100%' }}>
          <Typography.Text>{T.inviteCreated(created.email)}</Typography.Text>
          <Space.Compact style={{ width: '100%' }}>
            <Input readOnly value={link} aria-label={T.link} onFocus={(event) => event.target.select()} />
            <Button icon={<CopyOutlined />} onClick={() => void copy()}>
              {T.copy}
            </Button>
          </Space.Compact>
          <Typography.Text type="secondary">{T.linkNote}</Typography.Text>
        </Flex>
      ) : (
        <Form form={form} layout="vertical" initialValues={{ role: 'AGENT', accountIds: [] }} onFinish={(values) => void submit(values)}>
          {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
          <Form.Item
            name="email"
            label={T.email}
            rules={[
              { required: true, message: T.emailRequired },
              { type: 'email', message: TEAM_MESSAGES.invalidEmail },
            ]}
          >
            <Input type="email" autoComplete="off" placeholder="email@example.com" />
          </Form.Item>
          <RoleAccountsFields role={role} accounts={accounts} />
        </Form>
      )}
    </Modal>
  );
}

import { Alert, Form, Modal, Radio, Select } from 'antd';
import { useEffect, useState } from 'react';
import { type Account, errorMessage, INVITABLE_ROLES, type InvitableRole, type MemberUpdateInput, TEAM_MESSAGES, type TeamMember, WORKSPACE_ROLE_LABELS } from 'shared-sdk';
import { TEAM_TEXTS as T } from '../texts';
import { accountOptions } from '../utils/account-names';

interface MemberValues {
  role: InvitableRole;
  accountIds: string[];
}

export interface MemberDialogProps {
  /** The member being changed; null closes the dialog. */
  member: TeamMember | null;
  accounts: readonly Account[] | undefined;
  onSave: (userId: string, input: MemberUpdateInput) => Promise<unknown>;
  onClose: () => void;
}

/** A member's role and, for an agent, the Zalo accounts they work with (at least one). */
export function MemberDialog({ member, accounts, onSave, onClose }: MemberDialogProps) {
  const [form] = Form.useForm<MemberValues>();
  const role = Form.useWatch('role', form);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!member) return;
    setError(null);
    form.setFieldsValue({ role: member.role === 'AGENT' ? 'AGENT' : 'ADMIN', accountIds: member.allAccounts ? [] : member.accountIds });
  }, [member, form]);

  const submit = async (values: MemberValues) => {
    if (!member) return;
    setBusy(true);
    setError(null);
    try {
      await onSave(member.userId, { role: values.role, accountIds: values.role === 'AGENT' ? values.accountIds : [] });
      onClose();
    } catch (failure) {
      setError(errorMessage(failure, T.saveFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={member !== null}
      title={member ? T.editTitle(member.email) : undefined}
      okText={T.save}
      cancelText={T.cancel}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
        <Form.Item name="role" label={T.role} extra={role ? T.roleHelp[role] : undefined}>
          <Radio.Group optionType="button" options={INVITABLE_ROLES.map((value) => ({ value, label: WORKSPACE_ROLE_LABELS[value] }))} />
        </Form.Item>
        {role === 'AGENT' && (
          <Form.Item
            name="accountIds"
            label={T.accounts}
            extra={T.accountsHelp}
            rules={[{ required: true, type: 'array', min: 1, message: TEAM_MESSAGES.agentNeedsAccounts }]}
          >
            <Select mode="multiple" placeholder={T.accountsPlaceholder} options={accountOptions(accounts)} optionFilterProp="label" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

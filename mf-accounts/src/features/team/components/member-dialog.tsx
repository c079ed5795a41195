import { Alert, Form, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { type Account, errorMessage, type InvitableRole, type MemberUpdateInput, type TeamMember } from 'shared-sdk';
import { TEAM_TEXTS as T } from '../texts';
import { RoleAccountsFields } from './role-accounts-fields';

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
        <RoleAccountsFields role={role} accounts={accounts} />
      </Form>
    </Modal>
  );
}

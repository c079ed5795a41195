import { Form, Radio, Select } from 'antd';
import { type Account, INVITABLE_ROLES, type InvitableRole, TEAM_MESSAGES, WORKSPACE_ROLE_LABELS } from 'shared-sdk';
import { TEAM_TEXTS as T } from '../texts';
import { accountOptions } from '../utils/account-names';

export interface RoleAccountsFieldsProps {
  /** The role chosen in the form: an agent also picks their accounts. */
  role: InvitableRole | undefined;
  accounts: readonly Account[] | undefined;
}

/** The form fields `role` and, for an agent, `accountIds` (at least one): an invitation's and a member's. */
export function RoleAccountsFields({ role, accounts }: RoleAccountsFieldsProps) {
  return (
    <>
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
    </>
  );
}

import { Form, Select, Typography } from 'antd';
import { InviteSharedListMembersSchema, SHARED_LIST_MESSAGES, useAccountGroups } from 'shared-sdk';
import { useInviteMembers } from '../api/invite-members';
import { SHARED_TEXTS } from '../texts';
import { MemberJobDialog } from './member-job-dialog';
import type { MemberDialogProps } from './member-message-dialog';
import { SenderField } from './sender-field';

interface Values {
  accountId?: string;
  groupId?: string;
}

/** The target group's list loads once an account is chosen. */
function TargetGroupSelect({ accountId, value, onChange }: { accountId?: string; value?: string; onChange?: (id: string) => void }) {
  const groups = useAccountGroups(accountId);
  return (
    <Select
      value={value}
      onChange={onChange}
      disabled={!accountId}
      loading={groups.isFetching}
      placeholder={accountId ? SHARED_TEXTS.targetGroupPlaceholder : SHARED_TEXTS.chooseAccountFirst}
      options={(groups.data?.groups ?? []).map((group) => ({ value: group.groupId, label: `${group.name} (${group.memberCount})` }))}
      showSearch={{ optionFilterProp: 'label' }}
    />
  );
}

/** 'Mời vào nhóm': adds the selected members to a group of the account, 5-15 s apart. */
export function MemberInviteDialog({ listId, members, open, onClose, onCreated }: MemberDialogProps) {
  const [form] = Form.useForm<Values>();
  const accountId = Form.useWatch('accountId', form);
  const create = useInviteMembers();
  const memberIds = members.map((member) => member.id);
  return (
    <MemberJobDialog
      title={SHARED_TEXTS.inviteToGroup}
      open={open}
      memberCount={members.length}
      form={form}
      initialValues={{}}
      schema={InviteSharedListMembersSchema}
      toBody={(values) => ({ listId, memberIds, accountId: values.accountId ?? '', groupId: values.groupId ?? '', delayMin: 5, delayMax: 15 })}
      submit={(body) => create.mutateAsync(body)}
      failureText={SHARED_LIST_MESSAGES.inviteFailed}
      createdText={SHARED_TEXTS.inviteCreated}
      onCreated={onCreated}
      onClose={onClose}
    >
      <SenderField listId={listId} members={members} accountId={accountId} onChange={() => form.setFieldValue('groupId', undefined)} />
      <Form.Item name="groupId" label={SHARED_TEXTS.targetGroup}>
        <TargetGroupSelect accountId={accountId} />
      </Form.Item>
      <Typography.Text type="secondary">{SHARED_TEXTS.inviteDelay}</Typography.Text>
    </MemberJobDialog>
  );
}

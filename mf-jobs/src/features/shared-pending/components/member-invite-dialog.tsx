import { Form, Select, Typography } from 'antd';
import { InviteSharedListMembersSchema, SHARED_LIST_MESSAGES, useAccountGroups } from 'shared-sdk';
import { useInviteMembers } from '../api/invite-members';
import { SHARED_TEXTS } from '../texts';
import { type MemberDialogProps, MemberJobDialog } from './member-job-dialog';

interface Values {
  accountId?: string;
  groupId?: string;
}

/** The target group's list loads once the form's account is chosen. */
function TargetGroupSelect({ value, onChange }: { value?: string; onChange?: (id: string) => void }) {
  const accountId = Form.useWatch('accountId', Form.useFormInstance<Values>());
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
export function MemberInviteDialog(props: MemberDialogProps) {
  const create = useInviteMembers();
  return (
    <MemberJobDialog
      title={SHARED_TEXTS.inviteToGroup}
      {...props}
      initialValues={{}}
      schema={InviteSharedListMembersSchema}
      toBody={(values: Values) => ({ groupId: values.groupId ?? '', delayMin: 5, delayMax: 15 })}
      submit={(body) => create.mutateAsync(body)}
      failureText={SHARED_LIST_MESSAGES.inviteFailed}
      createdText={SHARED_TEXTS.inviteCreated}
      onSenderChange={(form) => form.setFieldValue('groupId', undefined)}
    >
      <Form.Item name="groupId" label={SHARED_TEXTS.targetGroup}>
        <TargetGroupSelect />
      </Form.Item>
      <Typography.Text type="secondary">{SHARED_TEXTS.inviteDelay}</Typography.Text>
    </MemberJobDialog>
  );
}

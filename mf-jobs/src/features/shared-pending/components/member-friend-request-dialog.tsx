import { FriendRequestToSharedListMembersSchema, SHARED_LIST_MESSAGES } from 'shared-sdk';
import { useFriendRequestMembers } from '../api/friend-request-members';
import { SHARED_TEXTS } from '../texts';
import { DEFAULT_DELAYS, DelayFields, type DelayValues, delaysOf } from './delay-fields';
import { type MemberDialogProps, MemberJobDialog } from './member-job-dialog';
import { MessageTemplateItem } from './message-template-item';

interface Values extends DelayValues {
  accountId?: string;
  message: string;
}

/**
 * 'Gửi lời mời kết bạn' to the selected members, with the request message. The gaps are sent too (the spec's call
 * names none, and without them the server would fall back to 1-3 s between requests to strangers).
 */
export function MemberFriendRequestDialog(props: MemberDialogProps) {
  const create = useFriendRequestMembers();
  return (
    <MemberJobDialog
      title={SHARED_TEXTS.sendFriendRequest}
      {...props}
      initialValues={{ message: SHARED_TEXTS.friendRequestDefault, ...DEFAULT_DELAYS }}
      schema={FriendRequestToSharedListMembersSchema}
      toBody={(values: Values) => ({
        message: values.message ?? '',
        ...delaysOf(values),
      })}
      submit={(body) => create.mutateAsync(body)}
      failureText={SHARED_LIST_MESSAGES.friendRequestFailed}
      createdText={SHARED_TEXTS.friendRequestCreated}
    >
      <MessageTemplateItem label={SHARED_TEXTS.friendRequestMessage} rows={3} maxLength={500} />
      <DelayFields
        count={props.members.length}
        labels={{ min: SHARED_TEXTS.requestDelayMin, max: SHARED_TEXTS.requestDelayMax, hint: SHARED_TEXTS.requestDelayHint }}
      />
    </MemberJobDialog>
  );
}

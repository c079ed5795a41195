import {
  type AutoFriendRequestSchema,
  type FriendRequestByGroupSchema,
  type Job,
  JOB_CREATION_MESSAGES,
  type MessageToFriendsSchema,
  type MessageToThreadSchema,
} from 'shared-sdk/schemas';
import type * as v from 'valibot';
import { badRequest } from '../../../http/errors';
import { normalisePhone } from '../../../platform/types';
import type { AccountRef } from '../../bots';
import type { JobDraft, RecipientDraft } from '../job-draft';
import { groupRecipient, jobDraft, phoneNumbersOf, type Pipeline, requireRecipients, selectedByAccount, sourceOf } from './pipeline';
import { membersOf, notYetAsked, phoneRecipients, usersByIds } from './recipients';

type Out<TSchema extends v.GenericSchema> = v.InferOutput<TSchema>;

/** The account's chosen friends (all of them when none is chosen), only the active ones when asked. */
async function friendRecipients(
  { deps, sessions }: Pipeline,
  workspaceId: string,
  account: AccountRef,
  body: Out<typeof MessageToFriendsSchema>,
): Promise<RecipientDraft[]> {
  return sessions.withSession(workspaceId, account, async (session): Promise<RecipientDraft[]> => {
    const friends = await deps.storedFriends(workspaceId, account.id, false);
    const names = new Map(friends.map((friend) => [friend.uid, friend.displayName]));
    const active = body.onlyActive ? new Set((await deps.storedFriends(workspaceId, account.id, true)).map((f) => f.uid)) : undefined;
    // After a select-all: the account's friends the page's filter matched, but those unticked since.
    const selected = body.selection ? (await deps.socialSelections.friends(workspaceId, body.selection, account.id)).map((friend) => friend.uid) : null;
    const chosen = selected ?? (body.recipients.length > 0 ? [...new Set(body.recipients)] : friends.map((friend) => friend.uid));
    const ids = chosen.filter((id) => !active || active.has(id));
    return ids
      .filter((id) => !(body.excludeSelf && id === session.userId))
      .map((id) => ({ targetId: id, targetType: 'user', displayName: names.get(id) ?? null }));
  });
}

/** The accounts of an automatic friend request; every one's bot must run. */
async function runningAccounts({ deps, sessions }: Pipeline, workspaceId: string, accountIds: string[]): Promise<AccountRef[]> {
  const accounts = await Promise.all(accountIds.map((id) => sessions.ownedAccount(workspaceId, id)));
  const running = await Promise.all(accounts.map(async (a) => a.status === 'ACTIVE' && (await deps.isBotRunning(a.id))));
  const notRunning = accounts.filter((_, index) => !running[index]);
  if (notRunning.length > 0) throw badRequest(JOB_CREATION_MESSAGES.botsNotRunning(notRunning.map((a) => a.displayName).join(', ')));
  return accounts;
}

/** Friends, one conversation, and friend requests to the members of groups. */
export function createFriendCreations(pipeline: Pipeline) {
  const { deps, sessions, create, createOne, findGroups, requireFound } = pipeline;

  return {
    /**
     * To given friends, all friends, or (metadata.phoneNumbers) the owners of phone numbers, looked up by the
     * engine. Friends come from the store; `onlyActive` keeps those the platform marks active.
     */
    async messageToFriends(workspaceId: string, body: Out<typeof MessageToFriendsSchema>): Promise<Job[]> {
      const account = await sessions.activeAccount(workspaceId, body.accountId);
      const phones = phoneNumbersOf(body.metadata);
      const ownPhone = account.phone && normalisePhone(account.phone);
      const recipients =
        phones.length > 0
          ? phoneRecipients(phones).filter((r) => !(body.excludeSelf && ownPhone && r.targetId === ownPhone))
          : await friendRecipients(pipeline, workspaceId, account, body);
      return createOne(workspaceId, {
        account,
        type: 'TO_FRIENDS',
        body,
        metadata: { source: sourceOf(body.metadata, 'to-friends'), phoneNumbers: phones.length ? phones : undefined },
        options: body,
        recipients: requireRecipients(recipients),
      });
    },

    /** One conversation: a user (private chat) or a group. */
    async messageToThread(workspaceId: string, body: Out<typeof MessageToThreadSchema>): Promise<Job[]> {
      const account = await sessions.activeAccount(workspaceId, body.accountId);
      const recipient =
        body.threadType === 'group'
          ? groupRecipient((await requireFound(workspaceId, account, [body.threadId]))[0])
          : (await sessions.withSession(workspaceId, account, (session) => usersByIds(session, [body.threadId])))[0];
      return createOne(workspaceId, {
        account,
        type: 'TO_THREAD',
        body,
        metadata: { source: sourceOf(body.metadata, 'to-thread'), targetThreadId: body.threadId },
        options: body,
        recipients: [recipient],
      });
    },

    /** Friend requests to the members of one group who are not friends (nor asked) yet. */
    async friendRequestByGroup(workspaceId: string, body: Out<typeof FriendRequestByGroupSchema>): Promise<Job[]> {
      const account = await sessions.activeAccount(workspaceId, body.accountId);
      const [group] = await requireFound(workspaceId, account, [body.groupId]);
      const recipients = await sessions.withSession(workspaceId, account, async (session) =>
        notYetAsked(session, await membersOf(session, [group], new Set([session.userId]))),
      );
      return createOne(workspaceId, {
        account,
        type: 'FRIEND_REQUEST',
        body,
        group,
        metadata: { source: 'friend-request-by-group' },
        options: body,
        recipients: requireRecipients(recipients, JOB_CREATION_MESSAGES.noFriendCandidates),
      });
    },

    /**
     * Friend requests across several groups, one job per account; every account's bot must run. Community
     * groups (whose members are hidden) are skipped; a person reachable by several accounts is asked by one.
     * `enabled: false` checks everything and creates nothing.
     */
    async autoFriendRequest(workspaceId: string, body: Out<typeof AutoFriendRequestSchema>): Promise<Job[]> {
      // After a select-all: the filter's groups, each asked from its own account.
      const selected = body.selection ? selectedByAccount(await deps.socialSelections.groups(workspaceId, body.selection)) : null;
      if (selected && selected.size === 0) throw badRequest(JOB_CREATION_MESSAGES.noSelectedGroups);
      const accounts = await runningAccounts(pipeline, workspaceId, selected ? [...selected.keys()] : body.accountIds);

      const claimed = new Set<string>();
      const drafts: JobDraft[] = [];
      for (const account of accounts) {
        const groups = (selected?.get(account.id) ?? (await findGroups(workspaceId, account, body.groupIds)).found).filter((group) => !group.isCommunity);
        const recipients = await sessions.withSession(workspaceId, account, async (session) =>
          notYetAsked(session, await membersOf(session, groups, new Set([session.userId, ...claimed]))),
        );
        if (recipients.length === 0) continue;
        recipients.forEach((recipient) => claimed.add(recipient.targetId));
        drafts.push(
          jobDraft({
            account,
            type: 'FRIEND_REQUEST',
            body,
            payload: { groupIds: groups.map((group) => group.groupId) },
            metadata: { source: 'auto-friend-request', maxRequestsPerDay: body.maxRequestsPerDay },
            options: body,
            recipients,
          }),
        );
      }
      if (drafts.length === 0) throw badRequest(JOB_CREATION_MESSAGES.noFriendCandidates);
      return body.enabled ? create(workspaceId, drafts) : [];
    },
  };
}

import { Flex } from 'antd';
import { type Account, ApiError, type Conversation, errorMessage, type InboxMessage, type SendInboxMessageInput } from 'shared-sdk';
import { useToasts, useWorkspaceAccess } from 'shared-sdk/react';
import { useAssignConversation } from '../api/assign-conversation';
import { useMyUserId } from '../api/get-me';
import { useTeamMembers } from '../api/get-team-members';
import { threadOf, useMessages } from '../api/get-messages';
import { useRetryMessage } from '../api/retry-message';
import { useUpdateConversation } from '../api/update-conversation';
import { useSendFromInbox } from '../hooks/use-send-from-inbox';
import { INBOX_TEXTS } from '../texts';
import { Composer } from './composer';
import { MessageList } from './message-list';
import { ThreadHeader } from './thread-header';

export interface ThreadPanelProps {
  conversation: Conversation;
  account: Account | undefined;
  /** Whether the account's session runs (unknown while loading). */
  running: boolean | undefined;
  onBack?: () => void;
  contactOpen: boolean;
  onToggleContact: () => void;
  now?: number;
}

/**
 * A message being sent, drawn at the end of the thread until the server's copy replaces it. The copy can arrive (by a
 * live event) before the send's answer: then it is drawn once, not twice.
 */
function pendingOf(conversation: Conversation, input: SendInboxMessageInput | undefined, thread: InboxMessage[], sentAfter: Set<string>): InboxMessage | null {
  if (!input) return null;
  const arrived = thread.some((message) => message.fromMe && message.source === 'inbox' && !sentAfter.has(message.id) && message.text === (input.text ?? ''));
  if (arrived) return null;
  return {
    id: 'pending',
    conversationId: conversation.id,
    fromMe: true,
    senderId: '',
    senderName: '',
    kind: input.attachments?.length ? 'photo' : 'text',
    text: input.text ?? '',
    attachments: (input.attachments ?? []).map((image) => ({ kind: 'photo', url: image.dataUrl, thumbnailUrl: image.dataUrl, name: image.name, size: null, title: null })),
    at: new Date().toISOString(),
    status: 'PENDING',
    source: 'inbox',
    jobId: null,
    error: null,
    optOut: false,
  };
}

/** The open conversation: its header with the AI switch, the thread, the composer. */
export function ThreadPanel({ conversation, account, running, onBack, contactOpen, onToggleContact, now }: ThreadPanelProps) {
  const toasts = useToasts();
  const messages = useMessages(conversation.id);
  const retry = useRetryMessage();
  const update = useUpdateConversation();
  const assign = useAssignConversation();
  const access = useWorkspaceAccess();
  const myUserId = useMyUserId();
  // OWNER and ADMIN assign anyone; an AGENT may only take a conversation or give up their own (and cannot list members).
  const assignMode = access.canManage ? 'anyone' : access.role === 'AGENT' ? 'self' : 'none';
  const members = useTeamMembers(assignMode === 'anyone');
  const sender = useSendFromInbox(conversation.id);
  const thread = threadOf(messages.data?.pages);
  const pending = pendingOf(conversation, sender.pending, thread, sender.sentAfter);

  const resend = (message: InboxMessage) =>
    retry.mutate(
      { conversationId: conversation.id, messageId: message.id },
      { onError: (error) => toasts.error(errorMessage(error, INBOX_TEXTS.resendFailed)) },
    );
  const setAiPaused = (aiPaused: boolean) =>
    update.mutate(
      { conversationId: conversation.id, aiPaused },
      {
        onSuccess: () => toasts.success(aiPaused ? INBOX_TEXTS.aiTurnedOff : INBOX_TEXTS.aiTurnedOn),
        onError: (error) => toasts.error(errorMessage(error, INBOX_TEXTS.aiSwitchFailed)),
      },
    );

  const setAssignee = (assigneeId: string | null) =>
    assign.mutate(
      { conversationId: conversation.id, assigneeId },
      {
        onSuccess: ({ conversation: saved }) => {
          if (assigneeId === null) toasts.success(assignMode === 'self' ? INBOX_TEXTS.gaveUp : INBOX_TEXTS.unassignedToast);
          else if (assigneeId === myUserId && assignMode === 'self') toasts.success(INBOX_TEXTS.tookOver);
          else toasts.success(INBOX_TEXTS.assignedToast(saved.assignee?.email ?? members.data?.find((member) => member.userId === assigneeId)?.email ?? ''));
        },
        onError: (error) => toasts.error(errorMessage(error, INBOX_TEXTS.assignFailed)),
      },
    );

  return (
    <Flex vertical style={{ height: '100%', minHeight: 0 }} role="region" aria-label={INBOX_TEXTS.threadLabel(conversation.name)}>
      <ThreadHeader
        conversation={conversation}
        onBack={onBack}
        contactOpen={contactOpen}
        onToggleContact={onToggleContact}
        ai={{ accountAutoReply: account?.autoReply, onChange: setAiPaused, saving: update.isPending, now }}
        assignee={{ mode: assignMode, myUserId, members: members.data, saving: assign.isPending, onAssign: setAssignee }}
      />
      <MessageList
        conversationId={conversation.id}
        messages={pending ? [...thread, pending] : thread}
        isGroup={conversation.type === 'group'}
        loading={messages.isPending}
        error={messages.isError ? (messages.error instanceof ApiError ? errorMessage(messages.error, INBOX_TEXTS.threadLoadFailed) : INBOX_TEXTS.threadLoadFailed) : null}
        onRetry={() => void messages.refetch()}
        hasOlder={messages.hasNextPage}
        loadingOlder={messages.isFetchingNextPage}
        onLoadOlder={() => void messages.fetchNextPage()}
        onResend={resend}
        resendingId={retry.isPending ? (retry.variables?.messageId ?? null) : null}
        now={now}
      />
      <Composer
        names={{ ten: conversation.name, ten_zalo: conversation.name, tai_khoan: conversation.accountName }}
        onSend={sender.send}
        warning={running === false ? INBOX_TEXTS.accountNotRunning : null}
      />
    </Flex>
  );
}

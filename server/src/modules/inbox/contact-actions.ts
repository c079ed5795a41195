import { type ConversationContact, DNC_MESSAGES, type DoNotContactAdded } from 'shared-sdk/schemas';
import { badRequest } from '../../http/errors';
import type { ContactListing } from '../do-not-contact';
import type { ConversationRow, InboxRepo } from './repo';
import type { InboxViewer } from './service';

export interface ContactActionsDeps {
  repo: Pick<InboxRepo, 'jobsInConversation' | 'setContactGlobalId'>;
  doNotContact: ContactListing;
  lookUpGlobalId(workspaceId: string, accountId: string, uid: string): Promise<string | null>;
}

/** The contact panel's calls of a conversation (`owned`: the viewer's conversation, else a 404). */
export function createContactActions(deps: ContactActionsDeps, owned: (viewer: InboxViewer, id: string) => Promise<ConversationRow>) {
  const { repo } = deps;
  return {
    /** The contact panel's reads: the jobs that reached this conversation, and whether its contact is on do-not-contact. */
    async contact(viewer: InboxViewer, id: string): Promise<ConversationContact> {
      const { workspaceId } = viewer;
      const conversation = await owned(viewer, id);
      const [jobs, doNotContact] = await Promise.all([
        repo.jobsInConversation(conversation.id),
        conversation.type === 'user'
          ? deps.doNotContact.isListed({ workspaceId, accountId: conversation.account_id, uid: conversation.thread_id, globalId: conversation.contact_global_id })
          : false,
      ]);
      return { jobs: jobs.map((job) => ({ jobId: job.job_id, at: new Date(job.at).toISOString(), text: job.text ?? '' })), doNotContact };
    },

    /**
     * 'Thêm vào danh sách không liên hệ' for the contact of a private chat, friend or stranger: kept by their stable
     * id (known, or asked from the platform through the account), else by a known phone.
     */
    async addToDoNotContact(viewer: InboxViewer, id: string): Promise<DoNotContactAdded> {
      const { workspaceId } = viewer;
      const conversation = await owned(viewer, id);
      if (conversation.type !== 'user') throw badRequest(DNC_MESSAGES.groupNotListable);
      const { account_id: accountId, thread_id: uid } = conversation;
      const contact = { workspaceId, accountId, uid, displayName: conversation.name, globalId: conversation.contact_global_id };
      const listed = await deps.doNotContact.list(contact, 'manual', () => deps.lookUpGlobalId(workspaceId, accountId, uid));
      if (!listed) throw badRequest(DNC_MESSAGES.contactUnidentified);
      if (listed.globalId) await repo.setContactGlobalId(conversation.id, listed.globalId);
      return { added: listed.added, alreadyListed: listed.alreadyListed };
    },
  };
}

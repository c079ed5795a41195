import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PendingFriend } from 'shared-sdk';
import { useToasts } from 'shared-sdk/react';
import { requestMemberFriends } from '../api/request-member-friends';
import { savePendingMembers } from '../api/save-pending-members';
import { useReportJobs } from '../../../hooks/use-report-jobs';
import { GROUP_TEXTS } from '../texts';
import { friendRequestsByGroup, saveRequests } from '../utils/pending-friends';

const OUTCOME = {
  created: GROUP_TEXTS.pendingSent,
  failed: GROUP_TEXTS.pendingSendError,
  fallbackReason: GROUP_TEXTS.pendingSendError,
  partial: GROUP_TEXTS.pendingSendFailed,
};

/** Sending friend requests to pending friends and saving them to 'Kho chung', with the spec's texts. */
export function usePendingActions() {
  const navigate = useNavigate();
  const toasts = useToasts();
  const report = useReportJobs();
  const [busy, setBusy] = useState<'send' | 'save' | null>(null);
  const refuse = (text: string) => {
    toasts.error(text);
    return false;
  };

  /**
   * One friend-request job per group of the chosen people the account can ask. Resolves true when at least one job
   * was created (the caller clears its selection); every refused group is named with the server's reason.
   */
  const sendRequests = async (chosen: PendingFriend[], accountId: string, message: string, groupNames: ReadonlyMap<string, string>): Promise<boolean> => {
    if (chosen.length === 0) return refuse(GROUP_TEXTS.pendingSelectRequired);
    if (!accountId) return refuse(GROUP_TEXTS.pendingAccountRequired);
    if (!message.trim()) return refuse(GROUP_TEXTS.friendRequestRequired);
    const byGroup = [...friendRequestsByGroup(chosen, accountId)];
    if (byGroup.length === 0) return refuse(GROUP_TEXTS.pendingSelectRequired);
    setBusy('send');
    const results = await Promise.allSettled(byGroup.map(([groupId, memberIds]) => requestMemberFriends(accountId, groupId, { memberIds, message: message.trim() })));
    setBusy(null);
    const outcome = report(
      results.map((result, index) => ({ label: groupNames.get(byGroup[index][0]) ?? byGroup[index][0], result })),
      OUTCOME,
    );
    if (outcome.succeeded === 0) return false;
    navigate('/jobs?page=1');
    return true;
  };

  const saveToSharedList = async (chosen: PendingFriend[]): Promise<boolean> => {
    const requests = saveRequests(chosen);
    if (requests.length === 0) return refuse(GROUP_TEXTS.pendingSaveEmpty);
    setBusy('save');
    const results = await Promise.allSettled(requests.map((request) => savePendingMembers(request)));
    setBusy(null);
    const failed = results.filter((result) => result.status === 'rejected').length;
    if (failed === results.length) return refuse(GROUP_TEXTS.pendingSaveError);
    if (failed > 0) toasts.error(GROUP_TEXTS.pendingSaveFailed(failed));
    else toasts.success(GROUP_TEXTS.pendingSaved(chosen.length));
    return true;
  };

  return { sendRequests, saveToSharedList, busy };
}

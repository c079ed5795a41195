import { useState } from 'react';
import { useReportJobs } from '../../../hooks/use-report-jobs';
import { messageFriends } from '../api/message-friends';
import { type BulkMessageValues, BULK_MESSAGE_TEXTS, friendMessageRequests } from '../utils/bulk-message';
import type { FriendShare, SelectedFriends } from '../utils/friend-selection';

/** Why an account's job was not created, for the modal to show. */
export interface FailedAccount {
  label: string;
  reason: string;
}

const OUTCOME = { created: BULK_MESSAGE_TEXTS.created, failed: BULK_MESSAGE_TEXTS.failed, fallbackReason: BULK_MESSAGE_TEXTS.unknownReason };

/**
 * Creates one message job per account and tells the user what happened: created, started or
 * waiting for a slot, and each refused account with the server's reason. Answers true when at
 * least one job was created (the caller then opens the jobs list).
 */
export function useSendFriendMessages() {
  const report = useReportJobs();
  const [sending, setSending] = useState(false);
  const [failures, setFailures] = useState<FailedAccount[]>([]);

  const send = async (values: BulkMessageValues, shares: FriendShare[], selection: SelectedFriends, accountNames: ReadonlyMap<string, string>): Promise<boolean> => {
    const requests = friendMessageRequests(values, shares, selection);
    setSending(true);
    const results = await Promise.allSettled(requests.map((request) => messageFriends(request)));
    setSending(false);
    const outcome = report(results.map((result, index) => ({ label: accountNames.get(requests[index].accountId) ?? requests[index].accountId, result })), OUTCOME);
    setFailures(outcome.failures);
    return outcome.succeeded > 0;
  };

  return { send, sending, failures };
}

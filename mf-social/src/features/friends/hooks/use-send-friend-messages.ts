import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, jobsApi, queryKeys, withDncExcluded } from 'shared-sdk';
import { useToasts } from 'shared-sdk/react';
import { type BulkMessageValues, friendMessageRequests, outcomeOf } from '../utils/bulk-message';
import type { SelectedFriend } from '../utils/friend-selection';

/** Why an account's job was not created, for the modal to show. */
export interface FailedAccount {
  accountId: string;
  reason: string;
}

/**
 * Creates one message job per account (spec part 2 §2, §7) and tells the user how many were created. Answers
 * true when at least one job was created (the caller then opens the jobs list).
 */
export function useSendFriendMessages() {
  const client = useQueryClient();
  const toasts = useToasts();
  const [sending, setSending] = useState(false);
  const [failures, setFailures] = useState<FailedAccount[]>([]);

  const send = async (values: BulkMessageValues, byAccount: Map<string, SelectedFriend[]>): Promise<boolean> => {
    const requests = friendMessageRequests(values, byAccount);
    setSending(true);
    const results = await Promise.allSettled(requests.map((request) => jobsApi.messageToFriends(request)));
    setSending(false);
    const failed = results.flatMap((result, index) =>
      result.status === 'rejected' ? [{ accountId: requests[index].accountId, reason: errorMessage(result.reason, 'Lỗi không xác định') }] : [],
    );
    setFailures(failed);
    const outcome = outcomeOf(requests.length - failed.length, requests.length);
    // A created job tells how many friends on the do-not-contact list it left out.
    const created = results.map((result) => (result.status === 'fulfilled' ? result.value : null));
    toasts[outcome.kind](outcome.kind === 'error' ? outcome.text : withDncExcluded(outcome.text, created));
    if (outcome.kind !== 'error') void client.invalidateQueries({ queryKey: queryKeys.jobs.all() });
    return outcome.kind !== 'error';
  };

  return { send, sending, failures };
}

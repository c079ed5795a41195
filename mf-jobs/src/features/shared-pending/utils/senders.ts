import { ACCOUNT_STATUS_LABELS, type AccountStatus, type SharedListMember, type SharedListSender } from 'shared-sdk';
import { SHARED_TEXTS } from '../texts';

export interface SenderOption {
  accountId: string;
  displayName: string;
  isSource: boolean;
  /** How many of the chosen members this account reaches. */
  reachable: number;
}

export interface MissingSender {
  displayName: string;
  /** Why it is not offered: not logged in, members only the source reaches, groups never synced, no group shared. */
  kind: 'inactive' | 'sourceOnly' | 'notSynced' | 'noSharedGroup';
  reason: string;
}

/** The members an account reaches: every one from the source account, else those with a globalId in a group it shares. */
export function reachableBy(sender: SharedListSender, members: SharedListMember[]): number {
  if (sender.isSource) return members.length;
  const shared = new Set(sender.sharedGroupIds);
  return members.filter((member) => member.globalId && member.groupId && shared.has(member.groupId)).length;
}

/**
 * The accounts to offer for a job to these members (ACTIVE and reaching at least one of them: the source account
 * first, then those reaching the most), and every other account with why it is not offered.
 */
export function senderOptions(senders: SharedListSender[], members: SharedListMember[]): { offered: SenderOption[]; missing: MissingSender[] } {
  const offered: SenderOption[] = [];
  const missing: MissingSender[] = [];
  const anyGlobalId = members.some((member) => member.globalId);
  for (const sender of senders) {
    const reachable = reachableBy(sender, members);
    const { displayName } = sender;
    if (sender.status !== 'ACTIVE') {
      const status = ACCOUNT_STATUS_LABELS[sender.status as AccountStatus] ?? sender.status;
      missing.push({ displayName, kind: 'inactive', reason: SHARED_TEXTS.reasonInactive(status) });
    } else if (reachable > 0) {
      offered.push({ accountId: sender.accountId, displayName, isSource: sender.isSource, reachable });
    } else if (!anyGlobalId) {
      missing.push({ displayName, kind: 'sourceOnly', reason: SHARED_TEXTS.reasonSourceOnly });
    } else if (!sender.groupsSynced) {
      missing.push({ displayName, kind: 'notSynced', reason: SHARED_TEXTS.reasonNotSynced });
    } else {
      missing.push({ displayName, kind: 'noSharedGroup', reason: SHARED_TEXTS.reasonNoSharedGroup });
    }
  }
  offered.sort((a, b) => Number(b.isSource) - Number(a.isSource) || b.reachable - a.reachable);
  return { offered, missing };
}

/** The option's label: the source account says so; another reaching only some says how many. */
export function senderLabel(option: SenderOption, total: number): string {
  if (option.isSource) return SHARED_TEXTS.sourceAccountOption(option.displayName);
  return option.reachable < total ? SHARED_TEXTS.partialOption(option.displayName, option.reachable, total) : option.displayName;
}

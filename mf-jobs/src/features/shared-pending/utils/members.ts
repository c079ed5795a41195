import { MEMBER_PENDING, MEMBER_STATUS_LABELS } from '../texts';

/** A member's status as shown: SUCCESS, FAILED and SENT have their own; anything else is pending. */
export const memberStatusView = (status: string) => MEMBER_STATUS_LABELS[status] ?? MEMBER_PENDING;

/** The select-all checkbox over `total` members: checked, indeterminate or neither. */
export function selectAllState(selected: number, total: number): { checked: boolean; indeterminate: boolean } {
  return { checked: total > 0 && selected === total, indeterminate: selected > 0 && selected < total };
}

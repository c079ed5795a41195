import type { RecurringSchedule } from 'shared-sdk';
import { SCHEDULE_TEXTS } from '../texts';

/** What a schedule sends to, by name: 'Nhóm A, B và 3 nhóm khác', 'Kho chung “…”', 'Danh sách số điện thoại “…”'. */
export function targetText(schedule: RecurringSchedule): string {
  const { target } = schedule;
  if (target.type === 'groups') return SCHEDULE_TEXTS.groups(target.names, target.count);
  return target.type === 'shared-list' ? SCHEDULE_TEXTS.sharedList(target.name) : SCHEDULE_TEXTS.phoneList(target.name);
}

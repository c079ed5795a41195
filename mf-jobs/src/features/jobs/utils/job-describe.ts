import type { Job } from 'shared-sdk';
import { JOB_TEXTS } from '../texts';

/** Where a job's recipients came from and who made it, in the card's words. */
export interface JobDescription {
  /** 'Kho chung “Khách hội chợ”', 'Nhóm: Hội yêu hoa, Khách quen và 3 nhóm khác', '3 số điện thoại', … */
  source: string;
  /**
   * 'Bạn, trên trang Nhóm', 'Lịch gửi hằng ngày', 'API'; with a named creator only where it was made ('Trên trang Nhóm'),
   * null when nothing more is known.
   */
  creator: string | null;
  /** The e-mail of the member who made it ('Người tạo'), when the server names one. */
  createdBy: string | null;
  /** The first words of its message (a friend request's text), or null when it sends none (an invite). */
  messageStart: string | null;
}

const MESSAGE_START_LENGTH = 80;

const GROUP_PAGE = new Set([
  'to-group',
  'to-group-members',
  'group-members',
  'group-members-friend-request',
  'friend-request-by-group',
  'auto-friend-request',
  'bulk-groups',
  'bulk-groups-by-tags',
  'bulk-to-group-members',
  'bulk-message-members',
  'pending-list',
]);

/** 'A, B và 3 nhóm khác' of the names known, out of `total`. */
function namesOf(names: string[], total: number, noun: string): string {
  const shown = names.join(', ');
  const rest = total - names.length;
  if (!shown) return total > 0 ? `${total} ${noun}` : '';
  return rest > 0 ? `${shown} ${JOB_TEXTS.andMore(rest, noun)}` : shown;
}

const quoted = (name: string | undefined) => (name ? ` “${name}”` : '');

function sourceOf(job: Job, names: string[]): string {
  const source = String(job.metadata.source ?? '');
  const groups = job.payload.groupIds?.length ?? (job.payload.groupId ? 1 : 0);
  const phones = Array.isArray(job.metadata.phoneNumbers) ? job.metadata.phoneNumbers.length : 0;
  if (source === 'shared-list' || source === 'shared-list-schedule') {
    const list = `${JOB_TEXTS.sourceSharedList}${quoted(names[0])}`;
    return job.type === 'GROUP_INVITE' && job.payload.groupName ? `${list} → ${JOB_TEXTS.sourceIntoGroup(job.payload.groupName)}` : list;
  }
  if (source === 'phone-list') return `${JOB_TEXTS.sourcePhoneList}${quoted(names[0])}`;
  if (source === 'pending-list') return JOB_TEXTS.sourcePendingFriends(job.totalRecipients);
  if (source === 'bulk-groups-by-tags') return `${JOB_TEXTS.sourceTags}: ${names.join(', ') || JOB_TEXTS.sourceTagsUnknown}`;
  if (job.type === 'TO_THREAD' && (source === 'bulk-groups' || source === 'to-group')) {
    return `${JOB_TEXTS.sourceGroups}: ${namesOf(names, groups || job.totalRecipients, JOB_TEXTS.groupNoun)}`;
  }
  if (job.type === 'TO_GROUP_MEMBERS' || ((job.type === 'FRIEND_REQUEST' || job.type === 'GROUP_INVITE') && groups > 0)) {
    const of = namesOf(names, groups, JOB_TEXTS.groupNoun);
    return of ? `${JOB_TEXTS.sourceGroupMembers}: ${of}` : JOB_TEXTS.sourceGroupMembers;
  }
  if (job.type === 'TO_THREAD') return names[0] ? JOB_TEXTS.sourceConversationWith(names[0]) : JOB_TEXTS.sourceConversation;
  if (phones > 0) return JOB_TEXTS.sourcePhones(phones);
  if (job.type === 'TO_FRIENDS') return JOB_TEXTS.sourceFriends(job.totalRecipients);
  return JOB_TEXTS.sourcePeople(job.totalRecipients);
}

function pageOf(source: string): string | null {
  if (source === 'jobs-page') return 'trang Công việc';
  if (source === 'friends-page' || source === 'to-friends') return 'trang Bạn bè';
  if (source === 'shared-list') return 'Kho chung';
  if (GROUP_PAGE.has(source)) return 'trang Nhóm';
  return null;
}

/** Who made it; once the server names the member (`named`), only where (the member has a line of their own). */
function creatorOf(job: Job, named: boolean): string | null {
  const source = String(job.metadata.source ?? '');
  if (job.metadata.scheduleId) return JOB_TEXTS.createdBySchedule;
  if (source === 'api') return JOB_TEXTS.createdByApi;
  const page = pageOf(source);
  if (named) return page && JOB_TEXTS.createdOn(page);
  return page ? JOB_TEXTS.createdByYouOn(page) : JOB_TEXTS.createdByYou;
}

/** The first words of a text, cut on a word at about 80 characters. */
export function firstWords(text: string, length = MESSAGE_START_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length);
  const space = cut.lastIndexOf(' ');
  return `${(space > length / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export function describeJob(job: Job): JobDescription {
  const names = Array.isArray(job.metadata.sourceNames) ? job.metadata.sourceNames.filter((name): name is string => typeof name === 'string') : [];
  const text = job.type === 'GROUP_INVITE' ? '' : (job.payload.message ?? '');
  const createdBy = job.createdBy?.email ?? null;
  return { source: sourceOf(job, names), creator: creatorOf(job, createdBy !== null), createdBy, messageStart: text.trim() ? firstWords(text) : null };
}

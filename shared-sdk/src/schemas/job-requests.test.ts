import * as v from 'valibot';
import { CreateJobFormSchema } from './job';
import { AutoFriendRequestSchema, BulkGroupsSchema, hourlyScheduleTimes, jobRequestOfForm, MessageToSharedListMembersSchema } from './job-requests';

const accountId = '3f2b8c1e-5d4a-4e8b-9c7d-1a2b3c4d5e6f';

describe('jobRequestOfForm (the generic create)', () => {
  const form = (input: object) => v.parse(CreateJobFormSchema, { accountId, message: 'Chào', ...input });

  it('maps each type to its call, delayMin = whole seconds of delayBetweenMessages, delayMax = delayMin + 2', () => {
    expect(jobRequestOfForm(form({ type: 'TO_FRIENDS', metadata: { delayBetweenMessages: 2999 } }), 'jobs-page')).toEqual({
      endpoint: 'message/to-friends',
      body: expect.objectContaining({ accountId, delayMin: 2, delayMax: 4, priority: 5, maxRetries: 3, scheduledAt: null, metadata: expect.objectContaining({ source: 'jobs-page' }) }),
    });
    expect(jobRequestOfForm(form({ type: 'TO_GROUP_MEMBERS', metadata: { targetGroupId: 'g1' } }), 'api')).toMatchObject({
      endpoint: 'message/to-group-members',
      body: { groupId: 'g1', delayMin: 1, delayMax: 3 },
    });
    expect(jobRequestOfForm(form({ type: 'TO_THREAD', metadata: { targetThreadId: 't1' } }), 'api')).toMatchObject({
      endpoint: 'message/to-thread',
      body: { threadId: 't1', threadType: 'user' },
    });
  });

  it('passes variants (two or more texts) and "Bỏ qua người đang trò chuyện" on to the message call, and leaves them out otherwise', () => {
    const withVariants = jobRequestOfForm(form({ type: 'TO_FRIENDS', messages: ['Chào', 'Xin chào'], skipActiveConversations: true }), 'jobs-page');
    expect(withVariants?.body).toMatchObject({ message: 'Chào', messages: ['Chào', 'Xin chào'], skipActiveConversations: true });
    const plain = jobRequestOfForm(form({ type: 'TO_FRIENDS', messages: ['Chào'], skipActiveConversations: false }), 'jobs-page');
    expect(plain?.body).not.toHaveProperty('messages');
    expect(plain?.body).not.toHaveProperty('skipActiveConversations');
  });
});

describe('creation bodies', () => {
  it('shared-list delays out of range fall back to 1 and 3, and max never stays below min', () => {
    const base = { listId: 'l', memberIds: ['a', 'a', 'b'], accountId, message: 'x' };
    expect(v.parse(MessageToSharedListMembersSchema, { ...base, delayMin: 0, delayMax: 'x' })).toMatchObject({ delayMin: 1, delayMax: 3, memberIds: ['a', 'b'] });
    expect(v.parse(MessageToSharedListMembersSchema, { ...base, delayMin: 30, delayMax: 61 })).toMatchObject({ delayMin: 30, delayMax: 30 });
  });

  it('auto-friend-request takes one account or several, with its defaults', () => {
    expect(v.parse(AutoFriendRequestSchema, { accountId, accountIds: [accountId], groupIds: ['g'], message: 'x' })).toMatchObject({
      accountIds: [accountId],
      delayMin: 5,
      delayMax: 10,
      maxRequestsPerDay: 30,
      enabled: true,
    });
  });

  it('bulk-groups takes a whole hourly series (every hour, 08:00 to 22:00: 15 times) but no more than 10 hand-picked times', () => {
    const everyHour = hourlyScheduleTimes(1);
    expect(everyHour).toHaveLength(15);
    expect(everyHour[everyHour.length - 1]).toBe('22:00');
    expect(v.parse(BulkGroupsSchema, { accountId, groupIds: ['g'], message: 'x', scheduleTimes: everyHour }).scheduleTimes).toEqual(everyHour);
    expect(v.parse(BulkGroupsSchema, { accountId, groupIds: ['g'], message: 'x', scheduleTimes: hourlyScheduleTimes(2) }).scheduleTimes).toHaveLength(8);
    const elevenPicked = Array.from({ length: 11 }, (_, i) => `${String(i + 8).padStart(2, '0')}:30`);
    expect(v.safeParse(BulkGroupsSchema, { accountId, groupIds: ['g'], message: 'x', scheduleTimes: elevenPicked }).issues?.[0].message).toBe('Tối đa 10 thời gian gửi mỗi ngày');
  });

  it('bulk-groups sorts and dedupes the times and defaults to Vietnam and 60-120 s', () => {
    expect(v.parse(BulkGroupsSchema, { accountId, groupIds: ['g'], message: 'x', scheduleTimes: ['19:00', '09:00', '19:00'] })).toMatchObject({
      scheduleTimes: ['09:00', '19:00'],
      timezone: 'Asia/Ho_Chi_Minh',
      delayMin: 60,
      delayMax: 120,
      executeImmediately: false,
      useBulkDelay: true,
    });
  });
});

import * as v from 'valibot';
import { type PendingFriend, saveMembersOfPending } from './groups';
import { SaveMembersSchema } from './shared-lists';

const SOURCE = '6f1f2a4e-3b0c-4d59-9d7e-1c2b3a4d5e6f';
const pending = (over: Partial<PendingFriend>): PendingFriend => ({
  id: 'uid-1',
  displayName: 'Lan Anh',
  zaloName: 'lananh',
  avatar: null,
  globalId: 'g-1',
  groupId: 'group-1',
  groupName: 'Hội bán hàng',
  sourceAccountId: SOURCE,
  ...over,
});

test("saves pending friends in the spec's member shape, with their avatar", () => {
  const body = saveMembersOfPending(SOURCE, [pending({ avatar: 'https://s120.zalo.me/avatar/1.jpg' })]);
  expect(body).toEqual({
    sourceAccountId: SOURCE,
    members: [
      { id: 'uid-1', globalId: 'g-1', displayName: 'Lan Anh', avatar: 'https://s120.zalo.me/avatar/1.jpg', zaloName: 'lananh', groupId: 'group-1', groupName: 'Hội bán hàng' },
    ],
  });
  expect(v.safeParse(SaveMembersSchema, body).success).toBe(true);
});

test('leaves out an avatar the shared list would refuse, so one odd picture never fails the whole save', () => {
  const body = saveMembersOfPending(SOURCE, [pending({ avatar: '' }), pending({ id: 'uid-2', avatar: 'data:image/png;base64,AAAA', globalId: null })]);
  expect(body.members).toEqual([
    expect.not.objectContaining({ avatar: expect.anything() }),
    { id: 'uid-2', displayName: 'Lan Anh', zaloName: 'lananh', groupId: 'group-1', groupName: 'Hội bán hàng' },
  ]);
  expect(v.safeParse(SaveMembersSchema, body).success).toBe(true);
});

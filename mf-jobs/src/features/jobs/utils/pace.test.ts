import { paceOf } from './pace';

test('the pace of the spec\'s milliseconds: [whole seconds, + 2], in words', () => {
  expect(paceOf(1000, 'TO_FRIENDS')).toEqual({ delayMin: 1, delayMax: 3, estimate: '≈ 30 tin trong 1 phút', tooFastBelow: 5 });
  expect(paceOf(1000, 'TO_FRIENDS', { recipients: 21 })).toMatchObject({ estimate: '≈ 21 tin trong 40 giây' });
  expect(paceOf(5000, 'TO_FRIENDS', { recipients: 30 })).toMatchObject({ estimate: '≈ 30 tin trong 3 phút', tooFastBelow: null });
});

test('strangers (group members, phone numbers) need 15 s; one conversation needs no warning', () => {
  expect(paceOf(5000, 'TO_GROUP_MEMBERS').tooFastBelow).toBe(15);
  expect(paceOf(5000, 'TO_FRIENDS', { strangers: true }).tooFastBelow).toBe(15);
  expect(paceOf(15000, 'TO_GROUP_MEMBERS').tooFastBelow).toBeNull();
  expect(paceOf(100, 'TO_THREAD').tooFastBelow).toBeNull();
});

import { avatarInitials, shortTagName, visibleTags } from './tag-name';

test('tag names are cut at 10 characters with an ellipsis', () => {
  expect(shortTagName('VIP')).toBe('VIP');
  expect(shortTagName('Khách sỉ 1')).toBe('Khách sỉ 1');
  expect(shortTagName('Khách hàng thân thiết')).toBe('Khách hàng…');
});

test('tag names are cut at the stored suffix marker', () => {
  expect(shortTagName('VIP__3f2a9c1e')).toBe('VIP');
  expect(shortTagName('Khách hàng thân thiết__acc')).toBe('Khách hàng…');
  expect(shortTagName('__only')).toBe('__only');
});

test('up to 4 tags, then +n', () => {
  expect(visibleTags([1, 2, 3])).toEqual({ visible: [1, 2, 3], hidden: 0 });
  expect(visibleTags([1, 2, 3, 4, 5, 6])).toEqual({ visible: [1, 2, 3, 4], hidden: 2 });
});

test('avatar initials: first letters of the first two words', () => {
  expect(avatarInitials('Hội chợ Cây cảnh')).toBe('HC');
  expect(avatarInitials('  đồ cũ ')).toBe('ĐC');
  expect(avatarInitials('Zalo')).toBe('Z');
  expect(avatarInitials('')).toBe('?');
});

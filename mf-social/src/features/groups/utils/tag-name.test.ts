import { avatarInitials, tagLabel, visibleTags } from './tag-name';

test('tag names are whole: not cut at 10 characters', () => {
  expect(tagLabel('VIP')).toBe('VIP');
  expect(tagLabel('Khách hàng thân thiết')).toBe('Khách hàng thân thiết');
  expect(tagLabel('x'.repeat(50))).toBe('x'.repeat(50));
});

test('tag names are cut at the stored suffix marker', () => {
  expect(tagLabel('VIP__3f2a9c1e')).toBe('VIP');
  expect(tagLabel('Khách hàng thân thiết__acc')).toBe('Khách hàng thân thiết');
  expect(tagLabel('__only')).toBe('__only');
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

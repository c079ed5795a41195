import { attachmentCount, templatePreview } from './execution';

test('the template is cut at 100 characters', () => {
  expect(templatePreview('a'.repeat(100))).toBe('a'.repeat(100));
  expect(templatePreview('b'.repeat(101))).toBe(`${'b'.repeat(100)}…`);
  expect(templatePreview(null)).toBe('');
});

test('attachments count as a list or a JSON string of one', () => {
  expect(attachmentCount([{ filename: 'a.png' }, { filename: 'b.png' }])).toBe(2);
  expect(attachmentCount('[{"filename":"a.png"}]')).toBe(1);
  expect(attachmentCount('not json')).toBe(0);
  expect(attachmentCount('{"filename":"a.png"}')).toBe(0);
  expect(attachmentCount(null)).toBe(0);
});

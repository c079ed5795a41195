/** @jest-environment jsdom */
import { checkImage, readAttachment } from './image-attachments';

const MB = 1024 * 1024;

test('images up to 10 MB are taken, five at most', () => {
  expect(checkImage({ name: 'a.png', size: 10 * MB, type: 'image/png' }, 0)).toBeNull();
  expect(checkImage({ name: 'b.jpg', size: 10 * MB + 1, type: 'image/jpeg' }, 0)).toBe('File b.jpg quá lớn. Tối đa 10MB.');
  expect(checkImage({ name: 'c.pdf', size: 10, type: 'application/pdf' }, 0)).toBe('File c.pdf không được hỗ trợ.');
  expect(checkImage({ name: 'd.png', size: 10, type: 'image/png' }, 5)).toBe('Chỉ được chọn tối đa 5 file. Bạn đã có 5 file.');
});

test('a file is read as a data URL attachment', async () => {
  const file = new File(['hello'], 'hello.png', { type: 'image/png' });
  await expect(readAttachment(file)).resolves.toEqual({
    filename: 'hello.png',
    data: 'data:image/png;base64,aGVsbG8=',
    totalSize: 5,
    mimeType: 'image/png',
    type: 'file',
  });
});

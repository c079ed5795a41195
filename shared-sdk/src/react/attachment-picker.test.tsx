/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import type { Attachment } from '../schemas/job-requests';
import { AttachmentPicker, checkAddedFiles, readAttachment } from './attachment-picker';

const MB = 1024 * 1024;
const file = (name: string, type: string, size = 10) => ({ name, type, size });

test('the shared attachment rules: 5 files, 10 MB each, allowed types', () => {
  expect(checkAddedFiles(0, [file('a.png', 'image/png'), file('b.pdf', 'application/pdf')])).toBeNull();
  expect(checkAddedFiles(4, [file('a.png', 'image/png'), file('b.png', 'image/png')])).toBe('Chỉ được chọn tối đa 5 file. Bạn đã có 4 file.');
  expect(checkAddedFiles(0, [file('big.mp4', 'video/mp4', 10 * MB + 1)])).toBe('File big.mp4 quá lớn. Tối đa 10MB.');
  expect(checkAddedFiles(0, [file('x.exe', 'application/x-msdownload')])).toBe('File x.exe không được hỗ trợ.');
  expect(checkAddedFiles(0, [file('b.pdf', 'application/pdf')], { imagesOnly: true })).toBe('File b.pdf không được hỗ trợ.');
  expect(checkAddedFiles(5, [file('a.png', 'image/png')], { tooManyMessage: 'Chỉ có thể đính kèm tối đa 5 hình ảnh' })).toBe(
    'Chỉ có thể đính kèm tối đa 5 hình ảnh',
  );
});

function Harness({ initial = [] as Attachment[] }) {
  const [files, setFiles] = useState<Attachment[]>(initial);
  return <AttachmentPicker value={files} onChange={setFiles} />;
}

test('picked files are listed; a broken rule keeps what was chosen and says why; a file can be removed', async () => {
  const { container } = render(<Harness />);
  // rc-upload renders a fresh input after each pick.
  const input = () => container.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input(), { target: { files: [new File(['xin chào'], 'note.txt', { type: 'text/plain' })] } });
  expect(await screen.findByText('note.txt')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /\(1\/5\)/ })).toBeInTheDocument();

  const big = new File(['x'], 'big.png', { type: 'image/png' });
  Object.defineProperty(big, 'size', { value: 10 * MB + 1 });
  fireEvent.change(input(), { target: { files: [big] } });
  expect(await screen.findByText('File big.png quá lớn. Tối đa 10MB.')).toBeInTheDocument();
  expect(screen.getByText('note.txt')).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'Gỡ note.txt' }));
  await waitFor(() => expect(screen.queryByText('note.txt')).toBeNull());
});

test('a file is read as the API takes it: a base64 data URL with its name, size and type', async () => {
  await expect(readAttachment(new File(['hi'], 'a.txt', { type: 'text/plain' }))).resolves.toEqual({
    filename: 'a.txt',
    data: 'data:text/plain;base64,aGk=',
    totalSize: 2,
    mimeType: 'text/plain',
    type: 'file',
  });
});

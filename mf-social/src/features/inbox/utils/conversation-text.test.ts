import { jobsInThread, lastMessagePreview } from './conversation-text';

test('the preview says who wrote and what a non-text message is', () => {
  expect(lastMessagePreview({ lastMessage: { text: 'Chào shop', kind: 'text', at: '', fromMe: false } })).toBe('Chào shop');
  expect(lastMessagePreview({ lastMessage: { text: 'Dạ có ạ\nGiá 200k', kind: 'text', at: '', fromMe: true } })).toBe('Bạn: Dạ có ạ Giá 200k');
  expect(lastMessagePreview({ lastMessage: { text: '', kind: 'photo', at: '', fromMe: false } })).toBe('[Hình ảnh]');
  expect(lastMessagePreview({ lastMessage: { text: 'bao-gia.pdf', kind: 'file', at: '', fromMe: true } })).toBe('Bạn: [Tệp] bao-gia.pdf');
  expect(lastMessagePreview({ lastMessage: null })).toBe('');
});

test('the jobs of a thread, newest first, each once', () => {
  expect(
    jobsInThread([
      { jobId: 'j1', at: '2026-03-01T01:00:00Z', text: 'Khuyến mãi tháng 3' },
      { jobId: null, at: '2026-03-02T01:00:00Z', text: 'Cảm ơn' },
      { jobId: 'j2', at: '2026-03-05T01:00:00Z', text: 'Ưu đãi cuối tuần' },
    ]).map((job) => job.jobId),
  ).toEqual(['j2', 'j1']);
});

import { composeProblem, initialTagDraft, tagRequest, tagsProblem } from './tag-wizard';

test('step 1 needs a tag that carries groups', () => {
  const draft = initialTagDraft('a1');
  expect(tagsProblem(draft, undefined)).toBe('Vui lòng chọn ít nhất một tag');
  expect(tagsProblem({ ...draft, tagIds: ['t1'] }, 0)).toBe('Không tìm thấy nhóm nào có tag được chọn');
  expect(tagsProblem({ ...draft, tagIds: ['t1'] }, 3)).toBeNull();
});

test('step 2 needs an account, text or a file, delays 1-300', () => {
  expect(composeProblem(initialTagDraft())).toBe('Vui lòng chọn tài khoản');
  expect(composeProblem(initialTagDraft('a1'))).toBe('Vui lòng nhập tin nhắn hoặc chọn file đính kèm');
  expect(composeProblem({ ...initialTagDraft('a1'), message: 'Chào' })).toBeNull();
  expect(composeProblem({ ...initialTagDraft('a1'), message: 'Chào', delayMax: 301 })).toBe('Độ trễ phải từ 1 đến 300 giây');
});

test('defaults to the safe 60/120 of both wizards and always now', () => {
  expect(tagRequest({ ...initialTagDraft('a1'), tagIds: ['t1'], message: ' Chào ' })).toEqual({
    accountId: 'a1',
    tagIds: ['t1'],
    message: 'Chào',
    attachments: [],
    delayMin: 60,
    delayMax: 120,
    executeImmediately: true,
  });
});

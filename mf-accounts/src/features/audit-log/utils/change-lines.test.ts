import { changeLines, valueText } from './change-lines';

test('an edit: one line per changed field, with Vietnamese names and values; unchanged fields left out', () => {
  const lines = changeLines(
    { role: 'AGENT', accountIds: ['a1'], email: 'an@example.com' },
    { role: 'ADMIN', accountIds: [], email: 'an@example.com' },
    new Map([['a1', 'Bán hàng 1']]),
  );
  expect(lines).toEqual([
    { field: 'role', label: 'Vai trò', before: 'Nhân viên', after: 'Quản trị viên' },
    { field: 'accountIds', label: 'Tài khoản Zalo', before: 'Bán hàng 1', after: '(trống)' },
  ]);
});

test('a creation has only an after side; a deletion only a before side', () => {
  expect(changeLines(null, { isActive: true })).toEqual([{ field: 'isActive', label: 'Đang bật', before: null, after: 'Có' }]);
  expect(changeLines({ name: 'Proxy 1' }, null)).toEqual([{ field: 'name', label: 'Tên', before: 'Proxy 1', after: null }]);
});

test('values: nothing, numbers, objects', () => {
  expect(valueText(null)).toBe('(trống)');
  expect(valueText(12)).toBe('12');
  expect(valueText({ a: 1 })).toBe('{"a":1}');
});

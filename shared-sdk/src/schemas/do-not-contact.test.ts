import * as v from 'valibot';
import { AddDoNotContactSchema, dncExcludedOf, DoNotContactSettingsSchema, withDncExcluded } from './do-not-contact';

test('reads how many listed recipients a creation left out, from jobs or a schedule answer', () => {
  const job = (excluded?: number) => ({ id: 'j', metadata: excluded === undefined ? { source: 'x' } : { doNotContactExcluded: excluded } });
  expect(dncExcludedOf({ jobs: [job(2), job(), job(1)] })).toBe(3);
  expect(dncExcludedOf([job(1), null, { jobs: [job(4)] }])).toBe(5);
  expect(dncExcludedOf({ schedule: { id: 's' }, doNotContactExcluded: 2 })).toBe(2);
  expect(dncExcludedOf({ schedule: { id: 's' }, doNotContactExcluded: 0 })).toBe(0);
  expect(dncExcludedOf(undefined)).toBe(0);
  expect(dncExcludedOf('ok')).toBe(0);
  // The toast says why they were left out.
  expect(withDncExcluded('Đã tạo công việc', { jobs: [job(2)] })).toBe('Đã tạo công việc, đã loại 2 người vì nằm trong danh sách không liên hệ');
  expect(withDncExcluded('Đã tạo công việc', { jobs: [job()] })).toBe('Đã tạo công việc');
  expect(withDncExcluded('Đã tạo 2 job! Jobs đang chạy dưới nền.', { jobs: [job(1)] })).toBe('Đã tạo 2 job! Jobs đang chạy dưới nền. Đã loại 1 người vì nằm trong danh sách không liên hệ.');
});

test('an add names a phone or a friend, not both nor neither; the words are kept trimmed, lower-case, each once', () => {
  expect(v.safeParse(AddDoNotContactSchema, { phone: '0912345678' }).success).toBe(true);
  expect(v.safeParse(AddDoNotContactSchema, { friendId: '6a1f0c1e-0000-4000-8000-000000000001' }).success).toBe(true);
  for (const body of [{}, { phone: '0912345678', friendId: '6a1f0c1e-0000-4000-8000-000000000001' }, { phone: '  ' }]) {
    const result = v.safeParse(AddDoNotContactSchema, body);
    expect(result.success ? null : result.issues[0].message).toBe('Vui lòng nhập số điện thoại hoặc chọn một người bạn');
  }
  expect(v.parse(DoNotContactSettingsSchema, { optOutWords: [' HỦY ', 'hủy', 'Stop', ''] })).toEqual({ optOutWords: ['hủy', 'stop'] });
});

import { estimatedDays, SharedListMessageScheduleSchema } from 'shared-sdk';
import * as v from 'valibot';
import { sharedListDelays } from './delays';
import { memberStatusView, selectAllState } from './members';
import { canRemoveTime, FIVE_MINUTE_TIMES, nextTimeToAdd } from './schedule-times';

test('delays: 1-60 s each; anything else falls back to 1 and 3; max never below min', () => {
  expect(sharedListDelays(5, 20)).toEqual({ delayMin: 5, delayMax: 20 });
  expect(sharedListDelays(0, 61)).toEqual({ delayMin: 1, delayMax: 3 });
  expect(sharedListDelays(2.5, null)).toEqual({ delayMin: 1, delayMax: 3 });
  expect(sharedListDelays(10, 4)).toEqual({ delayMin: 10, delayMax: 10 });
});

test('member status: SUCCESS, FAILED and SENT have labels; anything else is pending', () => {
  expect(memberStatusView('SUCCESS').label).toBe('Thành công');
  expect(memberStatusView('FAILED').label).toBe('Thất bại');
  expect(memberStatusView('SENT').label).toBe('Đã gửi');
  expect(memberStatusView('pending').label).toBe('Chờ xử lý');
  expect(memberStatusView('WHATEVER').label).toBe('Chờ xử lý');
});

test('select-all: checked when all, indeterminate when some', () => {
  expect(selectAllState(0, 3)).toEqual({ checked: false, indeterminate: false });
  expect(selectAllState(2, 3)).toEqual({ checked: false, indeterminate: true });
  expect(selectAllState(3, 3)).toEqual({ checked: true, indeterminate: false });
  expect(selectAllState(0, 0)).toEqual({ checked: false, indeterminate: false });
});

test('send times: 288 choices on a 5-minute step, up to 10, at least one stays', () => {
  expect(FIVE_MINUTE_TIMES).toHaveLength(288);
  expect(FIVE_MINUTE_TIMES.slice(0, 3)).toEqual(['00:00', '00:05', '00:10']);
  expect(nextTimeToAdd([])).toBe('08:00');
  expect(nextTimeToAdd(['09:00'])).toBe('10:00');
  expect(nextTimeToAdd(['23:30'])).toBe('00:30');
  const ten = FIVE_MINUTE_TIMES.slice(0, 10);
  expect(nextTimeToAdd(ten)).toBeNull();
  expect(canRemoveTime(['09:00'])).toBe(false);
  expect(canRemoveTime(['09:00', '10:00'])).toBe(true);
});

test('estimated days: member count / daily limit, rounded up', () => {
  expect(estimatedDays(450, 200)).toBe(3);
  expect(estimatedDays(200, 200)).toBe(1);
  expect(estimatedDays(0, 200)).toBe(0);
});

describe('the list schedule body (shared schema)', () => {
  const valid = { scheduleTimes: ['09:00'], messageTemplate: 'Chào bạn', timezone: 'Asia/Ho_Chi_Minh', attachments: [] };
  const firstIssue = (body: object) => {
    const result = v.safeParse(SharedListMessageScheduleSchema, body);
    return result.success ? null : result.issues[0].message;
  };
  test('valid: daily limit defaults to 200, times sorted and unique', () => {
    const result = v.parse(SharedListMessageScheduleSchema, { ...valid, scheduleTimes: ['18:00', '09:00', '18:00'] });
    expect(result.dailyLimit).toBe(200);
    expect(result.scheduleTimes).toEqual(['09:00', '18:00']);
  });
  test('the spec texts', () => {
    expect(firstIssue({ ...valid, messageTemplate: '  ' })).toBe('Vui lòng nhập nội dung tin nhắn');
    expect(firstIssue({ ...valid, messageTemplate: 'x'.repeat(2001) })).toBe('Nội dung tin nhắn tối đa 2000 ký tự');
    expect(firstIssue({ ...valid, dailyLimit: 0 })).toBe('Số tin nhắn/ngày phải từ 1 đến 1000');
    expect(firstIssue({ ...valid, dailyLimit: 1001 })).toBe('Số tin nhắn/ngày phải từ 1 đến 1000');
    expect(firstIssue({ ...valid, scheduleTimes: [] })).toBe('Vui lòng chọn ít nhất một thời gian gửi');
    expect(firstIssue({ ...valid, scheduleTimes: ['09:03'] })).toBe('Thời gian gửi phải theo bước 5 phút (HH:MM)');
    expect(firstIssue({ ...valid, scheduleTimes: FIVE_MINUTE_TIMES.slice(0, 11) })).toBe('Tối đa 10 thời gian gửi mỗi ngày');
    const image = { filename: 'a.png', data: 'data:image/png;base64,AAAA', totalSize: 3, mimeType: 'image/png', type: 'file' };
    expect(firstIssue({ ...valid, attachments: Array(6).fill(image) })).toMatch(/tối đa 5/);
    expect(firstIssue({ ...valid, attachments: [{ ...image, filename: 'a.pdf', mimeType: 'application/pdf' }] })).toBe('Chỉ được đính kèm hình ảnh');
  });
});

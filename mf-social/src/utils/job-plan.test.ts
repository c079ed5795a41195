import { ApiError, type CreatedJobs } from 'shared-sdk';
import { failureLines, jobOutcome, planAllowance } from './job-plan';
import { reasonOf } from './reason';

const limits = (limit: number, used: number, concurrentLimit: number, running: number) => ({ limit, used, concurrentLimit, running });
const created = (...waiting: boolean[]): PromiseSettledResult<CreatedJobs> => ({
  status: 'fulfilled',
  value: { jobs: waiting.map((waitingForSlot, index) => ({ id: `j${index}`, waitingForSlot, metadata: {} }) as never) },
});
const refused = (reason: string): PromiseSettledResult<CreatedJobs> => ({ status: 'rejected', reason: new ApiError(reason, 403) });
const TEXTS = {
  created: (count: number) => `Đã tạo thành công ${count} job gửi tin nhắn! Jobs đang chạy dưới nền.`,
  failed: 'Có lỗi xảy ra khi tạo job gửi tin nhắn',
  fallbackReason: 'Lỗi không xác định',
};

describe('before creating', () => {
  test('says how many start now and how many wait for a slot', () => {
    expect(planAllowance(limits(20, 3, 1, 0), 2, 'Basic', 'mỗi tài khoản một')).toEqual({
      text: 'Sẽ tạo 2 công việc (mỗi tài khoản một). Gói Basic: 20 công việc mỗi ngày (hôm nay còn 17), 1 công việc chạy cùng lúc. 1 công việc chạy ngay, 1 công việc chờ lượt và tự chạy khi công việc trước xong.',
      blocked: false,
      startNow: 1,
      waiting: 1,
    });
    expect(planAllowance(limits(-1, 300, 10, 2), 1, 'Pro').text).toBe('Sẽ tạo 1 công việc. Gói Pro: không giới hạn công việc mỗi ngày, 10 công việc chạy cùng lúc.');
  });

  test('refuses what the day cannot take, with the reason, instead of cutting the request', () => {
    const allowance = planAllowance(limits(20, 19, 1, 0), 2, 'Basic');
    expect(allowance.blocked).toBe(true);
    expect(allowance.text).toBe(
      'Sẽ tạo 2 công việc. Gói Basic cho phép 20 công việc mỗi ngày, hôm nay còn 1: không đủ, nên chưa gửi được. Hãy chọn ít hơn, chờ sang ngày mai hoặc nâng cấp gói.',
    );
  });
});

describe('after creating', () => {
  test('all created: the spec text, or how many wait for a slot and why', () => {
    expect(jobOutcome([{ label: 'Shop A', result: created(false) }], TEXTS)).toMatchObject({
      kind: 'success',
      text: 'Đã tạo thành công 1 job gửi tin nhắn! Jobs đang chạy dưới nền.',
    });
    expect(jobOutcome([{ label: 'Shop A', result: created(false) }, { label: 'Shop B', result: created(true) }], TEXTS, 1).text).toBe(
      'Đã tạo thành công 2 job gửi tin nhắn! 1 công việc chạy ngay, 1 công việc chờ lượt: gói của bạn cho phép 1 công việc chạy cùng lúc.',
    );
  });

  test('one waiting job is not said to run (a dialog that creates one job)', () => {
    const texts = { ...TEXTS, created: () => 'Đã tạo công việc gửi tin nhắn theo tag! Công việc đang chạy dưới nền.' };
    expect(jobOutcome([{ label: '', result: created(true) }], texts, 3).text).toBe(
      'Đã tạo công việc gửi tin nhắn theo tag! Công việc chờ lượt và tự chạy khi công việc đang chạy xong: gói của bạn cho phép 3 công việc chạy cùng lúc.',
    );
  });

  test('never "Tạo được 1/2 jobs": every refused call is named with the server reason', () => {
    const outcome = jobOutcome([{ label: 'Shop A', result: created(false) }, { label: 'Shop B', result: refused('Đã đạt giới hạn 1 jobs chạy cùng lúc') }], TEXTS);
    expect(outcome).toMatchObject({ kind: 'warning', created: 1, succeeded: 1 });
    expect(outcome.text).toBe('Đã tạo 1 công việc, 1 yêu cầu không tạo được: Shop B: Đã đạt giới hạn 1 jobs chạy cùng lúc.');
    expect(outcome.text).not.toMatch(/Một số có thể bị lỗi/);
    expect(jobOutcome([{ label: 'Shop B', result: refused('Hết hạn gói') }], TEXTS)).toMatchObject({
      kind: 'error',
      text: 'Có lỗi xảy ra khi tạo job gửi tin nhắn. Shop B: Hết hạn gói',
      succeeded: 0,
    });
  });

  test('reasons are grouped, names past ten are counted, and Zalo codes stay out of the main line', () => {
    const many = Array.from({ length: 12 }, (_, index) => ({ label: `Nhóm ${index + 1}`, reason: 'Hết lượt' }));
    expect(failureLines(many)).toEqual(['Nhóm 1, Nhóm 2, Nhóm 3, Nhóm 4, Nhóm 5, Nhóm 6, Nhóm 7, Nhóm 8, Nhóm 9, Nhóm 10 và 2 khác: Hết lượt']);
    expect(reasonOf(new ApiError('Zalo đang giới hạn tốc độ gửi, vui lòng thử lại sau (mã 221)', 429), 'x')).toBe('Zalo đang giới hạn tốc độ gửi, vui lòng thử lại sau');
    expect(reasonOf(new TypeError('Failed to fetch'), 'Lỗi mạng')).toBe('Lỗi mạng');
  });
});

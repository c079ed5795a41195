import { formatVnd } from 'shared-sdk';
import { plans, subscriptionOf } from '../../../testing/fixtures';
import { describePlanChange } from './plan-change';

const [basic, plus, pro] = plans;
const NOW = Date.parse('2026-03-10T03:00:00Z');
const inDays = (days: number) => new Date(NOW + days * 86_400_000).toISOString();

test('from the trial: the new plan applies at once and its days start when the trial ends (what the server does)', () => {
  const change = describePlanChange(pro, subscriptionOf(basic, { status: 'TRIAL', isTrial: true, endDate: inDays(5) }), NOW);
  expect(change.kind).toBe('upgrade');
  expect(change.title).toBe('Chọn gói Pro?');
  expect(change.lines).toEqual([
    `Thanh toán ${formatVnd(499_000)} qua payOS cho 30 ngày gói Pro.`,
    'Gói Pro có hiệu lực ngay khi thanh toán xong. Bạn vẫn giữ 5 ngày dùng thử còn lại: 30 ngày của gói được tính từ khi hết dùng thử (15/03/2026), đến 14/04/2026.',
    'Gói hiện tại không đổi cho tới khi thanh toán thành công.',
  ]);
  expect(change.warnings).toEqual([]);
  expect(change.confirm).toBe(`Thanh toán ${formatVnd(499_000)}`);
  expect(formatVnd(499_000)).toMatch(/^499\.000\s₫$/);
});

test('a downgrade from Pro to Plus: the days left are lost, and the lower limits and lost features are named', () => {
  const change = describePlanChange(plus, subscriptionOf(pro, { endDate: inDays(20), accountsUsed: 12 }), NOW);
  expect(change.kind).toBe('downgrade');
  expect(change.title).toBe('Chuyển từ gói Pro xuống gói Plus?');
  expect(change.lines[1]).toBe('Gói Plus bắt đầu ngay khi thanh toán xong và dùng đến 09/04/2026.');
  expect(change.warnings).toEqual([
    'Gói Pro hiện tại còn 20 ngày (đến 30/03/2026): số ngày này không được cộng dồn sang gói Plus và không được hoàn tiền.',
    'Gói Plus cho phép tối đa 10 tài khoản, bạn đang có 12: các tài khoản hiện có được giữ nguyên, nhưng bạn không thêm được tài khoản mới cho tới khi còn dưới 10.',
    'Giới hạn công việc của gói Plus: 50 công việc mỗi ngày, 3 công việc chạy cùng lúc (gói hiện tại: không giới hạn và 10).',
    'Gói Plus không có: Gửi tin nhắn hàng loạt vào nhóm.',
  ]);
});

test('an upgrade from a paid plan says the remaining days are not carried over', () => {
  const change = describePlanChange(pro, subscriptionOf(plus, { endDate: inDays(12) }), NOW);
  expect(change.kind).toBe('upgrade');
  expect(change.title).toBe('Nâng cấp từ gói Plus lên gói Pro?');
  expect(change.warnings).toEqual(['Gói Plus hiện tại còn 12 ngày (đến 22/03/2026): số ngày này không được cộng dồn sang gói Pro và không được hoàn tiền.']);
});

test('after an expiry the plan starts when paid; renewing the expired plan is a renewal', () => {
  const expired = subscriptionOf(plus, { status: 'EXPIRED', endDate: inDays(-3), daysLeft: 0 });
  expect(describePlanChange(pro, expired, NOW)).toMatchObject({
    kind: 'start',
    lines: expect.arrayContaining(['Gói Plus đã hết hạn: gói Pro bắt đầu ngay khi thanh toán xong và dùng đến 09/04/2026.']),
    warnings: [],
  });
  expect(describePlanChange(plus, expired, NOW)).toMatchObject({ kind: 'renew', title: 'Gia hạn gói Plus?' });
});

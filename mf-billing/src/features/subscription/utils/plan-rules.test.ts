import { plans, subscriptionOf } from '../../../testing/fixtures';
import { chooseButtonState, formatLimit } from './plan-rules';

const [basic, plus, pro] = plans;
const idle = { processing: false, pending: false };

test('the current active paid plan cannot be chosen again; the others can', () => {
  const current = subscriptionOf(plus);
  expect(chooseButtonState(plus, current, idle)).toEqual({ disabled: true, label: 'Gói hiện tại', isCurrent: true });
  expect(chooseButtonState(basic, current, idle)).toEqual({ disabled: false, label: 'Chọn gói', isCurrent: false });
  expect(chooseButtonState(pro, current, idle)).toEqual({ disabled: false, label: 'Chọn gói', isCurrent: false });
});

test('every button is disabled while a payment is being created or is pending', () => {
  const current = subscriptionOf(basic, { status: 'EXPIRED' });
  for (const plan of plans) {
    expect(chooseButtonState(plan, current, { processing: true, pending: false })).toMatchObject({ disabled: true, label: 'Đang xử lý...' });
    expect(chooseButtonState(plan, current, { processing: false, pending: true })).toMatchObject({ disabled: true, label: 'Đang chờ thanh toán' });
  }
});

test('an expired plan can be renewed; a trial plan is the current plan and cannot be chosen', () => {
  expect(chooseButtonState(plus, subscriptionOf(plus, { status: 'EXPIRED' }), idle)).toEqual({
    disabled: false,
    label: 'Gia hạn',
    isCurrent: true,
  });
  expect(chooseButtonState(basic, subscriptionOf(basic, { status: 'TRIAL', isTrial: true }), idle)).toEqual({
    disabled: true,
    label: 'Gói hiện tại',
    isCurrent: true,
  });
});

test('before the current subscription is known nothing is marked current', () => {
  expect(chooseButtonState(basic, undefined, idle)).toEqual({ disabled: false, label: 'Chọn gói', isCurrent: false });
});

test('-1 reads ∞', () => {
  expect(formatLimit(-1)).toBe('∞');
  expect(formatLimit(0)).toBe('0');
  expect(formatLimit(10)).toBe('10');
});

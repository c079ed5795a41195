import { claimedOutcome, isOrderCode, readReturnParams } from './payment-outcome';

const outcome = (query: string) => claimedOutcome(readReturnParams(new URLSearchParams(query)));

test.each([
  ['code=00&status=PAID&cancel=false&orderCode=1', 'success'],
  ['code=00&status=PAID&orderCode=1', 'success'],
  ['code=00&status=paid&orderCode=1', 'success'],
  ['code=00&status=PAID&cancel=true&orderCode=1', 'cancelled'],
  ['code=00&status=CANCELLED&cancel=false&orderCode=1', 'cancelled'],
  ['code=01&status=CANCELLED&orderCode=1', 'cancelled'],
  ['cancel=true', 'cancelled'],
  ['code=01&status=PAID&orderCode=1', 'failed'],
  ['code=00&status=PENDING&orderCode=1', 'failed'],
  ['code=00&orderCode=1', 'failed'],
  ['status=PAID', 'failed'],
  ['', 'failed'],
])('%s → %s', (query, expected) => {
  expect(outcome(query)).toBe(expected);
});

test('only positive integers are order codes', () => {
  expect(isOrderCode('123')).toBe(true);
  expect(isOrderCode('0')).toBe(false);
  expect(isOrderCode('12a')).toBe(false);
  expect(isOrderCode('../1')).toBe(false);
  expect(isOrderCode(null)).toBe(false);
});

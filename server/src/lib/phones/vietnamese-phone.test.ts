import { normaliseVietnamesePhone, readVietnamesePhone } from './vietnamese-phone';

test.each([
  ['0912345678', '0912345678'],
  ['+84912345678', '0912345678'],
  ['84912345678', '0912345678'],
  ['091 234 5678', '0912345678'],
  ['091.234.5678', '0912345678'],
  ['(+84) 912-345-678', '0912345678'],
  [912345678, '0912345678'],
  ['912345678', '0912345678'],
  // Old 11-digit numbers, renumbered in 2018 (Viettel 0168 → 038, MobiFone 0120 → 070, VinaPhone 0123 → 083).
  ['01681234567', '0381234567'],
  ['+841201234567', '0701234567'],
  [1231234567, '0831234567'],
  ['0325550000', '0325550000'],
])('%p is %p', (raw, expected) => {
  expect(normaliseVietnamesePhone(raw)).toBe(expected);
});

test.each([['Số điện thoại'], ['0123'], ['02838123456'], ['0112345678'], ['09123456789'], [''], [null], ['+1 650 555 0100'], ['0912abc678']])('%p is not a mobile number', (raw) => {
  expect(normaliseVietnamesePhone(raw)).toBeNull();
});

test('says why a cell is not a mobile number, as the import preview lists it', () => {
  expect(readVietnamesePhone('0912 345 678')).toEqual({ phone: '0912345678' });
  expect(readVietnamesePhone('0912abc678')).toEqual({ reason: 'Không phải số điện thoại' });
  expect(readVietnamesePhone('0123')).toEqual({ reason: 'Sai số chữ số: số di động Việt Nam có 10 chữ số' });
  expect(readVietnamesePhone('02838123456')).toEqual({ reason: 'Sai số chữ số: số di động Việt Nam có 10 chữ số' });
  expect(readVietnamesePhone('0112345678')).toEqual({ reason: 'Không phải đầu số di động Việt Nam' });
});

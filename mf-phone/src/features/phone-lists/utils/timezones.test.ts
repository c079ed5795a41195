import { TIMEZONE_OPTIONS } from './timezones';

test('every time zone is named in words, Vietnam first', () => {
  expect(TIMEZONE_OPTIONS).toEqual([
    { value: 'Asia/Ho_Chi_Minh', label: 'Giờ Việt Nam (GMT+7)' },
    { value: 'Asia/Bangkok', label: 'Giờ Thái Lan (GMT+7)' },
    { value: 'Asia/Singapore', label: 'Giờ Xin-ga-po (GMT+8)' },
    { value: 'UTC', label: 'Giờ quốc tế (GMT+0)' },
  ]);
});

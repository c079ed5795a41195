import { TIMEZONE_OPTIONS } from './timezones';

test('every time zone is named in words, Vietnam first (issue 25)', () => {
  expect(TIMEZONE_OPTIONS).toEqual([
    { value: 'Asia/Ho_Chi_Minh', label: 'Giờ Việt Nam (GMT+7)' },
    { value: 'Asia/Bangkok', label: 'Giờ Bangkok (GMT+7)' },
    { value: 'Asia/Singapore', label: 'Giờ Singapore (GMT+8)' },
    { value: 'UTC', label: 'Giờ quốc tế (UTC)' },
  ]);
});

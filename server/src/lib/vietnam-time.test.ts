import { lastVietnamDates, vietnamDate } from './vietnam-time';

it('dates an instant in Asia/Ho_Chi_Minh, turning at 17:00 UTC', () => {
  expect(vietnamDate(new Date('2025-06-30T16:59:59.999Z'))).toBe('2025-06-30');
  expect(vietnamDate(new Date('2025-06-30T17:00:00Z'))).toBe('2025-07-01');
});

it('lists the last days oldest first across month, leap day and year ends', () => {
  expect(lastVietnamDates(3, new Date('2024-03-01T05:00:00Z'))).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
  expect(lastVietnamDates(2, new Date('2024-12-31T18:00:00Z'))).toEqual(['2024-12-31', '2025-01-01']);
  expect(lastVietnamDates(1, new Date('2025-01-01T00:00:00Z'))).toEqual(['2025-01-01']);
});

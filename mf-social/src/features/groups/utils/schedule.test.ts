import { addTime, canRemoveTime, DAILY_PRESETS, estimatedMinutes, hourlyTimes, removeTime, timesForFrequency } from './schedule';

test('daily presets', () => {
  expect(DAILY_PRESETS).toEqual([['09:00'], ['09:00', '14:00', '19:00'], ['08:00', '12:00', '16:00', '20:00']]);
  expect(timesForFrequency('daily')).toEqual(['09:00', '14:00', '19:00']);
});

test('hourly from 08:00 to 22:00, every 2 hours by default', () => {
  expect(timesForFrequency('hourly')).toEqual(['08:00', '10:00', '12:00', '14:00', '16:00', '18:00', '20:00', '22:00']);
  expect(hourlyTimes(3)).toEqual(['08:00', '11:00', '14:00', '17:00', '20:00']);
  expect(hourlyTimes(4)).toEqual(['08:00', '12:00', '16:00', '20:00']);
  expect(hourlyTimes(6)).toEqual(['08:00', '14:00', '20:00']);
  // Every hour runs to 22:00 as its label says (15 times; the server takes an hourly series whole).
  expect(hourlyTimes(1)).toEqual(Array.from({ length: 15 }, (_, i) => `${String(i + 8).padStart(2, '0')}:00`));
});

test('custom starts at 09:00; 1-10 times; removal only while more than one remains', () => {
  let times = timesForFrequency('custom');
  expect(times).toEqual(['09:00']);
  expect(canRemoveTime(times)).toBe(false);
  expect(removeTime(times, 0)).toEqual(['09:00']);
  times = addTime(times);
  expect(times).toEqual(['09:00', '10:00']);
  expect(removeTime(times, 0)).toEqual(['10:00']);
  for (let i = 0; i < 20; i += 1) times = addTime(times);
  expect(times).toHaveLength(10);
});

test('estimated duration: average delay × groups, in minutes', () => {
  expect(estimatedMinutes(10, 60, 120)).toBe(15);
  expect(estimatedMinutes(1, 30, 30)).toBe(1);
  expect(estimatedMinutes(0, 60, 120)).toBe(0);
  expect(estimatedMinutes(7, 60, 120)).toBe(11);
});

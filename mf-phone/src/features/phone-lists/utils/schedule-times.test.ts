import { addScheduleTime, isScheduleTime, MAX_SCHEDULE_TIMES, normalizeScheduleTimes, removeScheduleTime } from './schedule-times';

test('a new time defaults to 12:00, then the next free minute', () => {
  expect(addScheduleTime(['09:00'])).toEqual(['09:00', '12:00']);
  expect(addScheduleTime(['09:00', '12:00'])).toEqual(['09:00', '12:00', '12:01']);
  expect(addScheduleTime(['23:59', '12:00', '12:01'])).toEqual(['23:59', '12:00', '12:01', '12:02']);
});

test('at most ten times a day', () => {
  let times = ['09:00'];
  for (let i = 0; i < 15; i += 1) times = addScheduleTime(times);
  expect(times).toHaveLength(MAX_SCHEDULE_TIMES);
});

test('removing keeps at least one time', () => {
  expect(removeScheduleTime(['09:00', '12:00'], 0)).toEqual(['12:00']);
  expect(removeScheduleTime(['12:00'], 0)).toEqual(['12:00']);
});

test('sent times are valid, unique and in order of the day', () => {
  expect(normalizeScheduleTimes(['18:30', '09:00', '18:30', '25:00', '7:5', '00:01'])).toEqual(['00:01', '09:00', '18:30']);
});

test.each([
  ['00:00', true],
  ['23:59', true],
  ['09:07', true],
  ['24:00', false],
  ['9:00', false],
  ['12:60', false],
])('%s is a time: %s', (value, valid) => {
  expect(isScheduleTime(value)).toBe(valid);
});

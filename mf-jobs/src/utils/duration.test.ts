import { durationInWords } from './duration';

test('durations', () => {
  expect(durationInWords(40)).toBe('40 giây');
  expect(durationInWords(174)).toBe('3 phút');
  expect(durationInWords(3900)).toBe('1 giờ 5 phút');
  expect(durationInWords(7200)).toBe('2 giờ');
});

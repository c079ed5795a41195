import { type ReportJobVariant, VARIANT_MIN_SAMPLE } from 'shared-sdk';
import { variantVerdict } from './variants';

const variant = (letter: ReportJobVariant['variant'], sent: number, replied: number, leader = false): ReportJobVariant => ({
  variant: letter,
  sent,
  replied,
  replyRate: sent ? replied / sent : 0,
  leader,
});

test('one message has no verdict', () => {
  expect(variantVerdict([])).toEqual({ kind: 'single' });
  expect(variantVerdict([variant('A', 100, 10)])).toEqual({ kind: 'single' });
});

test('no winner while any variant has fewer than the minimum sends, even when the answer marks one', () => {
  expect(variantVerdict([variant('A', VARIANT_MIN_SAMPLE - 1, 20, true), variant('B', 200, 1)])).toEqual({ kind: 'not-enough', smallest: VARIANT_MIN_SAMPLE - 1 });
});

test('the leader once every variant has the minimum, with the smallest sample; no leader on a tie', () => {
  const b = variant('B', VARIANT_MIN_SAMPLE, 9, true);
  expect(variantVerdict([variant('A', 40, 4), b])).toEqual({ kind: 'leader', variant: b, smallest: VARIANT_MIN_SAMPLE });
  expect(variantVerdict([variant('A', 30, 3), variant('B', 30, 3)])).toEqual({ kind: 'tie', smallest: 30 });
});

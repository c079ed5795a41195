import { pageFromParam } from './page-param';

test.each([
  ['3', 3],
  ['1', 1],
  [null, 1],
  ['', 1],
  ['0', 1],
  ['-2', 1],
  ['1.5', 1],
  ['abc', 1],
])('page=%s is page %d', (value, page) => {
  expect(pageFromParam(value)).toBe(page);
});

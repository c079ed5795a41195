/**
 * Reads whose answer changed on purpose since the fixture was made. Each turns what the fixture recorded into what
 * today's server must answer, so the comparison stays exact; refreshing the fixture (README, Testing) empties this list.
 */
export interface IntendedChange {
  url: RegExp;
  why: string;
  expected: (recorded: unknown) => unknown;
}

export const INTENDED_CHANGES: IntendedChange[] = [
  {
    url: /^\/accounts$/,
    why: 'GET /accounts answers data.accounts, as the spec reads it',
    expected: (recorded) => ({ accounts: recorded }),
  },
  {
    url: /^\/subscription\/(plans|current)$/,
    why: "plan feature labels say 'công việc' instead of the English 'jobs'",
    expected: (recorded) => mapStrings(recorded, (text) => text.replace(/\bjobs?\b/g, 'công việc')),
  },
];

export function expectedRead(url: string, recorded: unknown): unknown {
  return INTENDED_CHANGES.filter((change) => change.url.test(url)).reduce((data, change) => change.expected(data), recorded);
}

function mapStrings(value: unknown, map: (text: string) => string): unknown {
  if (typeof value === 'string') return map(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, map));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, map)]));
  return value;
}

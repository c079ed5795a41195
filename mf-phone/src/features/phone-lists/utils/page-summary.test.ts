import { summaryOfPage } from './page-summary';

test('numbers and successes are summed over the page; PROCESSING lists and ACTIVE accounts are counted', () => {
  const lists = [
    { status: 'PROCESSING', totalNumbers: 100, successfulRequests: 40 },
    { status: 'PAUSED', totalNumbers: 50, successfulRequests: 5 },
    { status: 'PROCESSING', totalNumbers: 10, successfulRequests: 0 },
  ];
  const accounts = [{ status: 'ACTIVE' }, { status: 'COOKIE_EXPIRED' }, { status: 'ACTIVE' }];
  expect(summaryOfPage(lists, accounts)).toEqual({ numbers: 160, successful: 45, processing: 2, activeAccounts: 2 });
});

test('before the accounts load, their count is unknown', () => {
  expect(summaryOfPage([], undefined)).toEqual({ numbers: 0, successful: 0, processing: 0, activeAccounts: undefined });
});

import { curlExample } from './examples';

test('the curl example calls this site’s API with the key as a bearer token', () => {
  expect(curlExample('https://zalo.shop.vn', 'zmk_abc')).toBe('curl -H "Authorization: Bearer zmk_abc" https://zalo.shop.vn/api/v1/accounts');
});

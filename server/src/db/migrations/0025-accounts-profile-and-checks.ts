/**
 * What the accounts and proxies screens keep between visits.
 * - `accounts.zalo_name`: the Zalo display name of the person logged in (from the login's profile), shown on the card.
 * - `accounts.cookie_*`: the last cookie check (valid or not, when, and why it could not be checked), so the card
 *   still shows it after a reload; a new login or a change of proxy clears it.
 * - `proxies.last_test_*`: the last proxy test (working or not, when, how long, why not), shown on the proxy card; a
 *   change of address or credentials clears it.
 */
export const sql = /* sql */ `
ALTER TABLE accounts
  ADD COLUMN zalo_name text,
  ADD COLUMN cookie_valid boolean,
  ADD COLUMN cookie_checked_at timestamptz,
  ADD COLUMN cookie_check_error text;

ALTER TABLE proxies
  ADD COLUMN last_test_ok boolean,
  ADD COLUMN last_test_at timestamptz,
  ADD COLUMN last_test_latency_ms integer,
  ADD COLUMN last_test_error text,
  ADD COLUMN last_test_detail text;

CREATE INDEX accounts_user_proxy_idx ON accounts (user_id, proxy_id) WHERE proxy_id IS NOT NULL;
`;

/**
 * An API key can be paused ('Tạm dừng') and resumed, and edited (name, scope, accounts, expiry): `paused_at`, and the
 * change notification now also covers the name and the pause, so every process's cached copy goes at the next request.
 */
export const sql = /* sql */ `
ALTER TABLE api_keys ADD COLUMN paused_at timestamptz;

DROP TRIGGER api_keys_changed ON api_keys;
-- Not on the last-used columns alone: they change often and say nothing the guard keeps.
CREATE TRIGGER api_keys_changed AFTER INSERT OR DELETE OR UPDATE OF workspace_id, name, scope, account_ids, created_by, expires_at, revoked_at, paused_at, key_hash
  ON api_keys FOR EACH ROW EXECUTE FUNCTION notify_api_key_change();
`;

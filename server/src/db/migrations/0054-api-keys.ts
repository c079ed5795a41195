/**
 * API keys: a business's own systems call the API as the workspace with `Authorization: Bearer zmk_…` or `X-API-Key`.
 * Only the key's SHA-256 is stored (`key_hash`), with its first characters to recognise it (`prefix`). A revoked key
 * keeps its row (listed as revoked). Every change notifies 'api_keys' with the key's hash, so every process forgets
 * its cached copy and a revocation counts at the next request.
 */
export const sql = /* sql */ `
CREATE TABLE api_keys (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  workspace_id uuid NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
  name text NOT NULL,
  prefix text NOT NULL,
  key_hash text NOT NULL UNIQUE,
  scope text NOT NULL CHECK (scope IN ('read', 'write')),
  account_ids uuid[],
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz,
  last_used_at timestamptz,
  last_used_ip text,
  revoked_at timestamptz
);
CREATE INDEX api_keys_workspace_idx ON api_keys (workspace_id, created_at DESC);

CREATE FUNCTION notify_api_key_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('api_keys', COALESCE(NEW.key_hash, OLD.key_hash));
  RETURN NULL;
END $$;
-- Not on the last-used columns alone: they change often and say nothing the guard keeps.
CREATE TRIGGER api_keys_changed AFTER INSERT OR DELETE OR UPDATE OF workspace_id, scope, account_ids, created_by, expires_at, revoked_at, key_hash
  ON api_keys FOR EACH ROW EXECUTE FUNCTION notify_api_key_change();
`;

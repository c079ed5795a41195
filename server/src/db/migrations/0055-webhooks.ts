/**
 * Webhooks: a business's own systems told what happened in its workspace (modules/webhooks).
 *
 * - `webhook_endpoints`: where to POST, which event types, the signing secret (sealed with the app's secret box,
 *   bound to the row), on/off and why off (`FAILING`: switched off by the server after 24 h of failed deliveries),
 *   since when every delivery has failed.
 * - `webhook_events`: each event once (`evt_…`, the id every retry carries), only when some endpoint of its workspace
 *   wanted it; removed after 30 days with their deliveries.
 * - `webhook_deliveries`: one event to one endpoint, its attempts and the last answer (first 1 KB); `test` for
 *   "Gửi thử". The queue itself is pg-boss's (its `webhook-deliveries` queue names the delivery).
 */
export const sql = /* sql */ `
CREATE TABLE webhook_endpoints (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  workspace_id uuid NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
  url text NOT NULL,
  description text,
  events text[] NOT NULL,
  secret_sealed text NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  disabled_reason text,
  failing_since timestamptz,
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_endpoints_workspace ON webhook_endpoints (workspace_id, created_at DESC);

CREATE TABLE webhook_events (
  id text PRIMARY KEY,
  workspace_id uuid NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
  type text NOT NULL,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_events_created ON webhook_events (created_at);

CREATE TABLE webhook_deliveries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  endpoint_id uuid NOT NULL REFERENCES webhook_endpoints(id) ON DELETE CASCADE,
  event_id text NOT NULL REFERENCES webhook_events(id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'PENDING',
  attempts integer NOT NULL DEFAULT 0,
  response_status integer,
  response_body text,
  error text,
  duration_ms integer,
  test boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_attempt_at timestamptz,
  next_attempt_at timestamptz
);
CREATE INDEX webhook_deliveries_log ON webhook_deliveries (endpoint_id, created_at DESC, id DESC);
CREATE INDEX webhook_deliveries_event ON webhook_deliveries (event_id);
`;

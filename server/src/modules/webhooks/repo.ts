import type { WebhookDeliveryStatus, WebhookDisabledReason, WebhookEventType } from 'shared-sdk/schemas';
import type { Database, SqlRunner } from '../../db/client';

/** An endpoint row as the service reads it (the secret still sealed). */
export interface EndpointRow {
  id: string;
  workspace_id: string;
  url: string;
  description: string | null;
  events: WebhookEventType[];
  secret_sealed: string;
  enabled: boolean;
  disabled_reason: WebhookDisabledReason;
  failing_since: Date | null;
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
  last_status: WebhookDeliveryStatus | null;
  last_at: Date | null;
  last_response_status: number | null;
}

export interface DeliveryRow {
  id: string;
  endpoint_id: string;
  event_id: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  response_status: number | null;
  response_body: string | null;
  error: string | null;
  duration_ms: number | null;
  test: boolean;
  created_at: Date;
  last_attempt_at: Date | null;
  next_attempt_at: Date | null;
  event_type: string;
  event_data: Record<string, unknown>;
  event_created_at: Date;
  workspace_id: string;
}

/** What a delivery attempt needs: the delivery, its event and its endpoint. */
export interface DueDelivery extends DeliveryRow {
  url: string;
  secret_sealed: string;
  enabled: boolean;
}

/** An event as stored (and POSTed): `createdAt` is also when its deliveries' 24 h of retries start. */
export interface StoredEvent {
  id: string;
  workspaceId: string;
  type: string;
  data: unknown;
  createdAt: Date;
}

/** One attempt's outcome as written back. */
export interface RecordedOutcome {
  deliveryId: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  responseStatus: number | null;
  responseBody: string | null;
  error: string | null;
  durationMs: number | null;
  lastAttemptAt: Date | null;
  nextAttemptAt: Date | null;
}

const ENDPOINT_COLUMNS = /* sql */ `
  e.id, e.workspace_id, e.url, e.description, e.events, e.secret_sealed, e.enabled, e.disabled_reason, e.failing_since,
  e.created_by, e.created_at, e.updated_at,
  last.status AS last_status, coalesce(last.last_attempt_at, last.created_at) AS last_at, last.response_status AS last_response_status`;
const ENDPOINT_FROM = /* sql */ `
  webhook_endpoints e
  LEFT JOIN LATERAL (
    SELECT d.status, d.last_attempt_at, d.created_at, d.response_status FROM webhook_deliveries d
    WHERE d.endpoint_id = e.id ORDER BY d.created_at DESC, d.id DESC LIMIT 1
  ) last ON true`;

const DELIVERY_COLUMNS = /* sql */ `
  d.id, d.endpoint_id, d.event_id, d.status, d.attempts, d.response_status, d.response_body, d.error, d.duration_ms, d.test,
  d.created_at, d.last_attempt_at, d.next_attempt_at,
  ev.type AS event_type, ev.data AS event_data, ev.created_at AS event_created_at, ev.workspace_id`;

/**
 * The webhooks' tables, in plain SQL (set-based statements: a batch of events is one statement). Every read a person
 * makes is scoped to their workspace: another's endpoint or delivery is simply not found.
 */
export function createWebhooksRepo(database: Database) {
  const background = database.background;
  return {
    async listEndpoints(workspaceId: string): Promise<EndpointRow[]> {
      return database.query<EndpointRow>(
        `SELECT ${ENDPOINT_COLUMNS} FROM ${ENDPOINT_FROM} WHERE e.workspace_id = $1 ORDER BY e.created_at DESC, e.id DESC`,
        [workspaceId],
      );
    },

    async findEndpoint(workspaceId: string, id: string): Promise<EndpointRow | undefined> {
      const [row] = await database.query<EndpointRow>(`SELECT ${ENDPOINT_COLUMNS} FROM ${ENDPOINT_FROM} WHERE e.workspace_id = $1 AND e.id = $2`, [workspaceId, id]);
      return row;
    },

    async insertEndpoint(row: { id: string; workspaceId: string; url: string; description: string | null; events: string[]; secretSealed: string; enabled: boolean; createdBy: string }): Promise<void> {
      await database.query(
        `INSERT INTO webhook_endpoints (id, workspace_id, url, description, events, secret_sealed, enabled, created_by)
         SELECT $1, $2, $3, $4, array(SELECT jsonb_array_elements_text($5::jsonb)), $6, $7, $8`,
        [row.id, row.workspaceId, row.url, row.description, JSON.stringify(row.events), row.secretSealed, row.enabled, row.createdBy],
      );
    },

    /** Changes the given columns; `enabled` true also forgets why it was off and since when it failed. */
    async updateEndpoint(
      workspaceId: string,
      id: string,
      changes: { url?: string; description?: string | null; events?: string[]; secretSealed?: string; enabled?: boolean },
    ): Promise<boolean> {
      const rows = await database.query<{ id: string }>(
        `UPDATE webhook_endpoints SET
           url = coalesce($3, url),
           description = CASE WHEN $4::boolean THEN $5 ELSE description END,
           events = CASE WHEN $6::jsonb IS NULL THEN events ELSE array(SELECT jsonb_array_elements_text($6::jsonb)) END,
           secret_sealed = coalesce($7, secret_sealed),
           enabled = coalesce($8, enabled),
           disabled_reason = CASE WHEN $8::boolean IS NULL THEN disabled_reason ELSE NULL END,
           failing_since = CASE WHEN $8::boolean THEN NULL ELSE failing_since END,
           updated_at = now()
         WHERE workspace_id = $1 AND id = $2 RETURNING id`,
        [
          workspaceId,
          id,
          changes.url ?? null,
          changes.description !== undefined,
          changes.description ?? null,
          changes.events ? JSON.stringify(changes.events) : null,
          changes.secretSealed ?? null,
          changes.enabled ?? null,
        ],
      );
      return rows.length > 0;
    },

    async deleteEndpoint(workspaceId: string, id: string): Promise<boolean> {
      const rows = await database.query<{ id: string }>('DELETE FROM webhook_endpoints WHERE workspace_id = $1 AND id = $2 RETURNING id', [workspaceId, id]);
      return rows.length > 0;
    },

    /**
     * Stores the events some enabled endpoint of their workspace subscribes to, and one delivery per such endpoint,
     * in one statement; an event nobody wants is not stored. Answers the deliveries made.
     */
    async storeEvents(runner: SqlRunner, events: StoredEvent[]): Promise<Array<{ id: string }>> {
      const input = events.map((event) => ({ id: event.id, workspace_id: event.workspaceId, type: event.type, data: event.data, created_at: event.createdAt.toISOString() }));
      return runner.query<{ id: string }>(
        `WITH input AS (
           SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(id text, workspace_id uuid, type text, data jsonb, created_at timestamptz)
         ), wanted AS (
           SELECT i.*, e.id AS endpoint_id FROM input i
           JOIN webhook_endpoints e ON e.workspace_id = i.workspace_id AND e.enabled AND i.type = ANY(e.events)
         ), stored AS (
           INSERT INTO webhook_events (id, workspace_id, type, data, created_at)
           SELECT DISTINCT ON (id) id, workspace_id, type, data, created_at FROM wanted
           RETURNING id
         )
         INSERT INTO webhook_deliveries (endpoint_id, event_id, created_at)
         SELECT w.endpoint_id, w.id, w.created_at FROM wanted w JOIN stored s ON s.id = w.id
         RETURNING id`,
        [JSON.stringify(input)],
      );
    },

    /** A test event ("Gửi thử") and its one delivery, to this endpoint only. */
    async storeTestEvent(runner: SqlRunner, endpointId: string, event: StoredEvent): Promise<string> {
      const [row] = await runner.query<{ id: string }>(
        `WITH stored AS (
           INSERT INTO webhook_events (id, workspace_id, type, data, created_at) VALUES ($1, $2, $3, $4::jsonb, $5) RETURNING id, created_at
         )
         INSERT INTO webhook_deliveries (endpoint_id, event_id, test, created_at) SELECT $6, id, true, created_at FROM stored RETURNING id`,
        [event.id, event.workspaceId, event.type, JSON.stringify(event.data), event.createdAt.toISOString(), endpointId],
      );
      return row.id;
    },

    /** "Gửi lại": the delivery is pending again (its attempts go on counting). */
    async markPending(runner: SqlRunner, deliveryId: string, at: Date): Promise<void> {
      await runner.query(`UPDATE webhook_deliveries SET status = 'PENDING', next_attempt_at = $2 WHERE id = $1`, [deliveryId, at.toISOString()]);
    },

    async findDelivery(workspaceId: string, id: string): Promise<DeliveryRow | undefined> {
      const [row] = await database.query<DeliveryRow>(
        `SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries d JOIN webhook_events ev ON ev.id = d.event_id
         WHERE d.id = $2 AND ev.workspace_id = $1`,
        [workspaceId, id],
      );
      return row;
    },

    async deliveriesPage(endpointId: string, query: { status?: WebhookDeliveryStatus; page: number; limit: number }): Promise<{ rows: DeliveryRow[]; total: number }> {
      const filter = query.status ? 'AND d.status = $2' : 'AND $2::text IS NULL';
      const [rows, [count]] = await Promise.all([
        database.query<DeliveryRow>(
          `SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries d JOIN webhook_events ev ON ev.id = d.event_id
           WHERE d.endpoint_id = $1 ${filter} ORDER BY d.created_at DESC, d.id DESC LIMIT $3 OFFSET $4`,
          [endpointId, query.status ?? null, query.limit, (query.page - 1) * query.limit],
        ),
        database.query<{ total: number | string }>(`SELECT count(*) AS total FROM webhook_deliveries d WHERE d.endpoint_id = $1 ${filter}`, [endpointId, query.status ?? null]),
      ]);
      return { rows, total: Number(count?.total ?? 0) };
    },

    /** The deliveries the queue handed over, with their events and endpoints (a deleted endpoint's are gone). */
    async dueDeliveries(ids: string[]): Promise<DueDelivery[]> {
      if (ids.length === 0) return [];
      return background.query<DueDelivery>(
        `SELECT ${DELIVERY_COLUMNS}, e.url, e.secret_sealed, e.enabled
         FROM webhook_deliveries d JOIN webhook_events ev ON ev.id = d.event_id JOIN webhook_endpoints e ON e.id = d.endpoint_id
         WHERE d.id = ANY($1::uuid[])`,
        [ids],
      );
    },

    /** Writes a batch of attempts' outcomes in one statement. */
    async recordOutcomes(runner: SqlRunner, outcomes: RecordedOutcome[]): Promise<void> {
      if (outcomes.length === 0) return;
      const rows = outcomes.map((o) => ({
        id: o.deliveryId,
        status: o.status,
        attempts: o.attempts,
        response_status: o.responseStatus,
        response_body: o.responseBody,
        error: o.error,
        duration_ms: o.durationMs,
        last_attempt_at: o.lastAttemptAt?.toISOString() ?? null,
        next_attempt_at: o.nextAttemptAt?.toISOString() ?? null,
      }));
      await runner.query(
        `UPDATE webhook_deliveries d SET status = x.status, attempts = x.attempts, response_status = x.response_status,
           response_body = x.response_body, error = x.error, duration_ms = x.duration_ms,
           last_attempt_at = coalesce(x.last_attempt_at, d.last_attempt_at), next_attempt_at = x.next_attempt_at
         FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, status text, attempts int, response_status int, response_body text, error text,
           duration_ms int, last_attempt_at timestamptz, next_attempt_at timestamptz)
         WHERE d.id = x.id`,
        [JSON.stringify(rows)],
      );
    },

    /**
     * The endpoints' health after a batch: one that answered is no longer failing; one that did not is failing since
     * its first failure, and switched off (FAILING) once that is `switchOffAfterMs` ago.
     */
    async recordHealth(runner: SqlRunner, health: { succeeded: string[]; failed: string[]; at: Date; switchOffAfterMs: number }): Promise<void> {
      if (health.succeeded.length > 0) {
        await runner.query('UPDATE webhook_endpoints SET failing_since = NULL WHERE id = ANY($1::uuid[]) AND failing_since IS NOT NULL', [health.succeeded]);
      }
      if (health.failed.length > 0) {
        await runner.query(
          `UPDATE webhook_endpoints SET
             failing_since = coalesce(failing_since, $2::timestamptz),
             enabled = enabled AND coalesce(failing_since, $2::timestamptz) > $3::timestamptz,
             disabled_reason = CASE WHEN enabled AND coalesce(failing_since, $2::timestamptz) <= $3::timestamptz THEN 'FAILING' ELSE disabled_reason END,
             updated_at = CASE WHEN enabled AND coalesce(failing_since, $2::timestamptz) <= $3::timestamptz THEN now() ELSE updated_at END
           WHERE id = ANY($1::uuid[])`,
          [health.failed, health.at.toISOString(), new Date(health.at.getTime() - health.switchOffAfterMs).toISOString()],
        );
      }
    },

    /** Events (and so their deliveries) older than `before`, up to `limit` of them. Answers how many went. */
    async prune(before: Date, limit: number): Promise<number> {
      const rows = await background.query<{ id: string }>(
        'DELETE FROM webhook_events WHERE id IN (SELECT id FROM webhook_events WHERE created_at < $1 LIMIT $2) RETURNING id',
        [before.toISOString(), limit],
      );
      return rows.length;
    },
  };
}
export type WebhooksRepo = ReturnType<typeof createWebhooksRepo>;

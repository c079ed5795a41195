/** Reading the names and key fields of whatever a route answers, for the log's `target` and `after`. */

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Answers wrap their resource in one key (`{ list }`, `{ proxy }`, `{ data }`): the resource itself. */
export function resourceOf(value: unknown): Fields | null {
  if (!isObject(value)) return null;
  const keys = Object.keys(value);
  if (keys.length === 1 && isObject(value[keys[0]])) return resourceOf(value[keys[0]]);
  return value;
}

/** The one job a creation made (`{ jobs: [job] }`), the resource the answer is about. */
function singleOf(value: unknown): Fields | null {
  const resource = resourceOf(value);
  const jobs = resource?.jobs;
  return Array.isArray(jobs) && jobs.length === 1 && isObject(jobs[0]) ? jobs[0] : resource;
}

const NAME_KEYS = ['name', 'displayName', 'title', 'fileName', 'email', 'phone', 'value'] as const;

/** A name to show for the resource, when it has one. */
export function nameOf(value: unknown): string | undefined {
  const resource = singleOf(value);
  if (!resource) return undefined;
  for (const key of NAME_KEYS) {
    const name = resource[key];
    if (typeof name === 'string' && name.trim()) return name.trim().slice(0, 200);
  }
  if (typeof resource.host === 'string') return typeof resource.port === 'number' ? `${resource.host}:${resource.port}` : resource.host;
  return undefined;
}

/** The resource's id, when the answer gives one. */
export function idOf(value: unknown): string | undefined {
  const resource = singleOf(value);
  const id = resource?.id ?? resource?.scheduleId ?? resource?.jobId ?? resource?.orderCode;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
}

/** Fields worth keeping of a created or removed resource: what it is, where, how many; never its whole content. */
const KEY_FIELDS = [
  'type', 'kind', 'status', 'accountId', 'accountIds', 'totalRecipients', 'name', 'displayName', 'host', 'port', 'scheme',
  'planId', 'amount', 'orderCode', 'role', 'email', 'scheduleTimes', 'timezone', 'isActive', 'phone', 'reason',
  'total', 'totalNumbers', 'imported', 'created', 'added', 'saved', 'skipped', 'duplicates', 'invalid', 'failed', 'removed', 'count', 'assigned', 'distributed',
] as const;

export function keyFields(value: unknown): Fields | null {
  const resource = resourceOf(value);
  if (!resource) return null;
  // Job creations answer `{ jobs }`: how many, of which kind, from which accounts, to how many people.
  if (Array.isArray(resource.jobs)) {
    const jobs = resource.jobs.filter(isObject);
    const total = jobs.reduce((sum, job) => sum + (typeof job.totalRecipients === 'number' ? job.totalRecipients : 0), 0);
    return {
      jobs: jobs.length,
      type: jobs[0]?.type ?? null,
      accountIds: [...new Set(jobs.map((job) => job.accountId).filter((id) => typeof id === 'string'))],
      totalRecipients: total,
    };
  }
  const kept: Fields = {};
  for (const key of KEY_FIELDS) {
    const field = resource[key];
    if (field === undefined) continue;
    if (field === null || ['string', 'number', 'boolean'].includes(typeof field)) kept[key] = field;
    else if (Array.isArray(field) && field.length <= 50 && field.every((item) => typeof item !== 'object')) kept[key] = field;
  }
  for (const [key, field] of Object.entries(resource)) {
    // Counts an import or a bulk action answers ({ summary: { imported, skipped } }) one level down.
    if (isObject(field) && Object.values(field).every((item) => typeof item === 'number')) kept[key] = field;
  }
  return Object.keys(kept).length > 0 ? kept : null;
}

/** The same fields of `value` as `shape` has (an edit's `before` keeps what its `after` names). */
export function sameFields(value: unknown, shape: Fields | null): Fields | null {
  const resource = resourceOf(value);
  if (!resource || !shape) return null;
  const kept: Fields = {};
  for (const key of Object.keys(shape)) if (key in resource) kept[key] = resource[key];
  return Object.keys(kept).length > 0 ? kept : null;
}

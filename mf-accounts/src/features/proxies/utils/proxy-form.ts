import {
  type CreateProxyInput,
  CreateProxySchema,
  PROXY_DEFAULT_PORT,
  type ProxyItem,
  type ProxyScheme,
  type UpdateProxyInput,
  UpdateProxySchema,
  validate,
} from 'shared-sdk';

/** What the create and edit dialogs hold. */
export interface ProxyFormValues {
  name: string;
  scheme: ProxyScheme;
  host: string;
  port: number | null;
  username: string;
  password: string;
  /** Edit only: remove the stored username and password. */
  clearCredentials?: boolean;
}

export type FormCheck<T> = { ok: true; payload: T } | { ok: false; error: string; fieldErrors: Record<string, string> };

export const emptyProxyForm = (): ProxyFormValues => ({
  name: '',
  scheme: 'http',
  host: '',
  port: PROXY_DEFAULT_PORT,
  username: '',
  password: '',
});

/**
 * The edit form starts from the proxy, its username included (the one the card shows masked); the
 * password is write-only, so it starts empty (empty keeps it).
 */
export const proxyFormOf = (proxy: ProxyItem): ProxyFormValues => ({
  name: proxy.name,
  scheme: proxy.scheme,
  host: proxy.host,
  port: proxy.port,
  username: proxy.username ?? '',
  password: '',
  clearCredentials: false,
});

/** Name, scheme, host and port as both forms send them: trimmed, no port meaning 8080. */
const addressOf = (values: ProxyFormValues) => ({
  name: values.name.trim(),
  scheme: values.scheme,
  host: values.host.trim(),
  port: values.port ?? PROXY_DEFAULT_PORT,
});

/** The payload if the schema accepts it, else its texts. */
function checked<TPayload>(schema: Parameters<typeof validate>[0], payload: TPayload): FormCheck<TPayload> {
  const result = validate(schema, payload);
  return result.ok ? { ok: true, payload } : { ok: false, error: result.error, fieldErrors: result.fieldErrors };
}

/** The create rules: name and host required after trimming, no port falls back to 8080 (0 is refused), credentials optional. */
export function toCreatePayload(values: ProxyFormValues): FormCheck<CreateProxyInput> {
  const payload: CreateProxyInput = addressOf(values);
  if (values.username.trim()) payload.username = values.username.trim();
  if (values.password) payload.password = values.password;
  return checked(CreateProxySchema, payload);
}

/** For edit: the same rules; an empty password keeps the current one and an empty username is not sent. */
export function toUpdatePayload(values: ProxyFormValues): FormCheck<UpdateProxyInput> {
  const payload: UpdateProxyInput = addressOf(values);
  if (values.clearCredentials) {
    payload.username = null;
    payload.password = null;
  } else {
    if (values.username.trim()) payload.username = values.username.trim();
    if (values.password) payload.password = values.password;
  }
  return checked(UpdateProxySchema, payload);
}

/**
 * The cache keys of the phone-lists feature (read by mf-phone only). Everything under `all()` is the user's
 * phone-list data, so a change of one list can reload the page, the detail and its tables at once.
 */
export const phoneListKeys = {
  all: () => ['phone-lists'] as const,
  list: (params: { page: number; limit: number }) => ['phone-lists', 'list', params] as const,
  stats: (id: string) => ['phone-lists', id, 'stats'] as const,
  schedules: (id: string) => ['phone-lists', id, 'schedules'] as const,
  numbers: (id: string, params: { page: number; limit: number; status?: string }) => ['phone-lists', id, 'numbers', params] as const,
  messageExecutions: (id: string, params: { page: number; limit: number }) => ['phone-lists', id, 'message-executions', params] as const,
};

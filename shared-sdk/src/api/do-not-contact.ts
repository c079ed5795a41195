import { apiClient, call } from '../http/client';
import type {
  AddDoNotContactInput,
  DoNotContactAdded,
  DoNotContactCounts,
  DoNotContactFromJobInput,
  DoNotContactImportResult,
  DoNotContactPage,
  DoNotContactSettings,
  DoNotContactSource,
} from '../schemas/do-not-contact';

export interface DoNotContactListParams {
  page?: number;
  limit?: number;
  search?: string;
  source?: DoNotContactSource;
}

const definedOnly = (params: DoNotContactListParams) =>
  Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== '')) as Record<string, string | number>;

/** /api/v1/do-not-contact: a failure is an ApiError carrying the server's text. */
export const doNotContactApi = {
  list: (params: DoNotContactListParams = {}) => call<DoNotContactPage>(apiClient().get('do-not-contact', { searchParams: definedOnly(params) })),
  counts: () => call<DoNotContactCounts>(apiClient().get('do-not-contact/counts')),
  add: (input: AddDoNotContactInput) => call<DoNotContactAdded>(apiClient().post('do-not-contact', { json: input })),
  fromJob: (input: DoNotContactFromJobInput) => call<DoNotContactAdded & { unresolved: number }>(apiClient().post('do-not-contact/from-job', { json: input })),
  /**
   * Column A of an .xlsx / .xls file (multipart part `file`). The client's JSON content type is dropped so that fetch
   * writes the multipart one with its boundary (with the JSON one the server read no file at all).
   */
  importFile: (file: Blob, filename: string) => {
    const body = new FormData();
    body.append('file', file, filename);
    return call<DoNotContactImportResult>(apiClient().post('do-not-contact/import', { body, headers: { 'content-type': undefined } }));
  },
  remove: (id: string) => call<{ id: string }>(apiClient().delete(`do-not-contact/${encodeURIComponent(id)}`)),
  settings: () => call<DoNotContactSettings>(apiClient().get('do-not-contact/settings')),
  saveSettings: (input: DoNotContactSettings) => call<DoNotContactSettings>(apiClient().put('do-not-contact/settings', { json: input })),
};

import { apiClient, call } from '../http/client';
import type {
  SaveMembersRequest,
  SaveMembersResult,
  SharedListMessageExecution,
  SharedListMessageScheduleRequest,
  SharedListSender,
  SharedPendingList,
  SharedPendingListDetail,
} from '../schemas/shared-lists';

const listById = (id: string) => `shared-pending/lists/${encodeURIComponent(id)}`;

/** Shared pending lists, 'Kho chung'. The member jobs are in `jobsApi`. */
export const sharedListsApi = {
  saveMembers: (body: SaveMembersRequest) => call<SaveMembersResult>(apiClient().post('shared-pending/save-members', { json: body })),
  list: () => call<{ lists: SharedPendingList[] }>(apiClient().get('shared-pending/lists')),
  get: (id: string) => call<{ list: SharedPendingListDetail }>(apiClient().get(listById(id))),
  /** Every account of the user with what it can reach of the list's members (the source account first). */
  senders: (id: string) => call<{ senders: SharedListSender[] }>(apiClient().get(`${listById(id)}/senders`)),
  remove: (id: string) => call<{ id: string }>(apiClient().delete(listById(id))),
  setMemberStatus: (listId: string, memberId: string, status: string) =>
    call<{ member: { id: string; status: string } }>(
      apiClient().patch(`${listById(listId)}/members/${encodeURIComponent(memberId)}/status`, { json: { status } }),
    ),
  scheduleMessages: (listId: string, body: SharedListMessageScheduleRequest) =>
    call<{ schedule: { id: string; nextRunAt: string | null } }>(apiClient().post(`${listById(listId)}/schedule/message`, { json: body })),
  messageExecutions: (listId: string, query: { page?: number; limit?: number } = {}) =>
    call<{ executions: SharedListMessageExecution[]; pagination: { page: number; limit: number; total: number; totalPages: number } }>(
      apiClient().get(`${listById(listId)}/message-executions`, { searchParams: { page: query.page ?? 1, limit: query.limit ?? 20 } }),
    ),
};

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type AuditLogQuery, auditLogApi, queryKeys } from 'shared-sdk';

/** GET /audit-log?actor&action&from&to&page&limit: one page of entries, newest first. */
export const getAuditLog = (query: Partial<AuditLogQuery>) => auditLogApi.list(query);

export const auditLogQueryOptions = (query: Partial<AuditLogQuery>) =>
  queryOptions({ queryKey: queryKeys.auditLog.list(query), queryFn: () => getAuditLog(query), placeholderData: keepPreviousData });

export const useAuditLog = (query: Partial<AuditLogQuery>) => useQuery(auditLogQueryOptions(query));

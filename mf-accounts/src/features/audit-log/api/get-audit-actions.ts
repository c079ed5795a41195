import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, call, queryKeys } from 'shared-sdk';

export interface AuditActionOption {
  action: string;
  /** The action in Vietnamese. */
  label: string;
}

/** GET /audit-log/actions: every action the log records, with its Vietnamese label (the filter and the rows). */
export const auditActionsApi = { list: () => call<{ actions: AuditActionOption[] }>(apiClient().get('audit-log/actions')) };

export const getAuditActions = () => auditActionsApi.list();

export const auditActionsQueryOptions = () => queryOptions({ queryKey: queryKeys.auditLog.actions(), queryFn: getAuditActions, staleTime: Infinity });

export const useAuditActions = () => useQuery(auditActionsQueryOptions());

import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, call, queryKeys } from 'shared-sdk';

/** GET /audit-log/actors: the members and former members who did something (the person filter). */
export const auditActorsApi = { list: () => call<{ actors: Array<{ id: string; email: string }> }>(apiClient().get('audit-log/actors')) };

export const getAuditActors = () => auditActorsApi.list();

export const auditActorsQueryOptions = () => queryOptions({ queryKey: queryKeys.auditLog.actors(), queryFn: getAuditActors });

export const useAuditActors = () => useQuery(auditActorsQueryOptions());

// GET /api/admin/audit — filter by actor, action, target and dates; read-only.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEntry, Page } from '@platform/shared/admin';
import { adminApi, queryString } from './admin-request.ts';

export interface AuditParams {
  actor: string;
  action: string;
  targetType: string;
  targetId: string;
  /** The trading account's id (the screen turns the number staff type into it); '' for any. */
  account: string;
  from: string;
  to: string;
  page: number;
}

/** Date inputs give yyyy-mm-dd; the whole local day is meant. */
const dayStart = (day: string) => (day ? new Date(`${day}T00:00:00`).toISOString() : undefined);
const dayEnd = (day: string) => (day ? new Date(`${day}T23:59:59.999`).toISOString() : undefined);

export const auditQuery = (params: AuditParams) =>
  queryOptions({
    queryKey: ['admin', 'audit', params],
    queryFn: ({ signal }) =>
      adminApi.get<Page<AuditEntry>>(
        `/admin/audit${queryString({
          actor: params.actor,
          action: params.action,
          target_type: params.targetType,
          target_id: params.targetId,
          account: params.account,
          from: dayStart(params.from),
          to: dayEnd(params.to),
          page: params.page,
          page_size: 25,
        })}`,
        signal,
      ),
    placeholderData: keepPreviousData,
  });

/** `enabled` false while a filter cannot be sent (an account number that is none). */
export const useAuditLog = (params: AuditParams, enabled = true) => useQuery({ ...auditQuery(params), enabled });

import type { z } from 'zod';
import type { adminLogsResponseSchema } from '../../../../shared/admin';
import { adminListQuery, type ListPage } from './admin-list-query';
import { adminKeys } from './admin-keys';

export type AdminLogsResponse = z.infer<typeof adminLogsResponseSchema>;

export type LogsFilter = ListPage & { action: string; adminId: string };

const logs = adminListQuery<LogsFilter, AdminLogsResponse>({ key: adminKeys.logs, path: '/admin/logs' });

export const getLogs = logs.get;
export const logsQueryOptions = logs.queryOptions;
export const useLogs = logs.useList;

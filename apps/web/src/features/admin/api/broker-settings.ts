// GET /api/admin/settings — wallets, demo balance, referral reward, margin levels, support contacts.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BrokerSettings } from '@platform/shared/settings';
import { adminApi } from './admin-request.ts';

export const brokerSettingsKey = ['admin', 'settings'] as const;

export const brokerSettingsQuery = () =>
  queryOptions({ queryKey: brokerSettingsKey, queryFn: ({ signal }) => adminApi.get<BrokerSettings>('/admin/settings', signal) });

export const useBrokerSettings = () => useQuery(brokerSettingsQuery());

// PATCH /api/admin/settings — only the changed keys; takes effect without a restart.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BrokerSettings, BrokerSettingsPatch } from '@platform/shared/settings';
import { adminApi } from './admin-request.ts';
import { brokerSettingsKey } from './broker-settings.ts';

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: BrokerSettingsPatch) => adminApi.patch<BrokerSettings>('/admin/settings', patch),
    onSuccess: (fresh) => queryClient.setQueryData(brokerSettingsKey, fresh),
  });
}

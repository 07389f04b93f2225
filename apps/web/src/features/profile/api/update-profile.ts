import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileUpdatedSchema, type ProfileUpdated, type ProfileUpdateRequest } from '@platform/shared/profile';
import { api } from '../../../lib/api-client.ts';
import { meQueryKey } from '../../../lib/use-me.ts';

/** POST /api/user/update with the whole profile object; answers the updated user. */
export async function updateProfile(profile: ProfileUpdateRequest): Promise<ProfileUpdated> {
  return profileUpdatedSchema.parse(await api.post('/user/update', profile));
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (result) => {
      queryClient.setQueryData(meQueryKey, result.user);
      return queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}

// A protected upload shown inline: fetched with the bearer token, exposed as a blob: URL (the CSP allows blob: images).
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { adminApi } from '../api/admin-request.ts';

export function useFileUrl(url: string | null) {
  const query = useQuery({
    queryKey: ['admin', 'file', url],
    queryFn: async ({ signal }) => URL.createObjectURL(await adminApi.blob(url!, signal)),
    enabled: Boolean(url),
    staleTime: Infinity,
    gcTime: 0,
  });
  const objectUrl = query.data;
  useEffect(() => () => void (objectUrl && URL.revokeObjectURL(objectUrl)), [objectUrl]);
  return query;
}

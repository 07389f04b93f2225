import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { RegisterRequest } from '@platform/shared/auth';
import { api } from '../../../lib/api-client.ts';

const registerResponseSchema = z.object({ token: z.string().optional() });

/** POST /api/register — the older page: {name, email, password, password_confirmation} → {token}. */
export async function register(body: RegisterRequest) {
  return registerResponseSchema.parse(await api.post<unknown>('/register', body));
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}

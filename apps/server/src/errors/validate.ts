import type { z } from 'zod';
import { fieldErrorsFromZod } from '@platform/shared/errors';
import { AppError } from './app-error.ts';

/** Parses input with a shared schema; a failure becomes a 422 with {field: [messages]}. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw AppError.validation(fieldErrorsFromZod(result.error));
  return result.data;
}

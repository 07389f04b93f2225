import { z } from 'zod';
import { errorCodes } from './error-codes.ts';

export { errorCodes, type ErrorCode } from './error-codes.ts';

export const errorCodeSchema = z.enum(errorCodes);

/** Field messages of a validation error: {field: [messages]}. */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

/** The one error body every failing call answers with. */
export const errorBodySchema = z.object({
  status: z.literal('error'),
  code: errorCodeSchema,
  message: z.string(),
  details: z.record(z.string(), z.unknown()).optional(),
  errors: fieldErrorsSchema.optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Turns zod issues into the spec's {field: [messages]} shape. */
export function fieldErrorsFromZod(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : '_';
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

import { z } from 'zod';

/** Every error code the API can answer with; the web maps codes to the spec's texts. */
export const errorCodes = [
  'VALIDATION_ERROR',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'INVALID_CREDENTIALS',
  'EMAIL_TAKEN',
  'ACCOUNT_DISABLED',
  'UNKNOWN_SYMBOL',
  'SYMBOL_DISABLED',
  'MARKET_CLOSED',
  'STALE_PRICE',
  'INSUFFICIENT_MARGIN',
  'VOLUME_STEP_INVALID',
  'VOLUME_OUT_OF_RANGE',
  'INVALID_PENDING_PRICE',
  'INVALID_STOPS',
  'ORDER_NOT_FOUND',
  'ORDER_NOT_OPEN',
  'ALREADY_LIVE',
  'DEMO_WITHDRAWAL_BLOCKED',
  'INSUFFICIENT_FUNDS',
  'KYC_PENDING_EXISTS',
  'KYC_NOT_APPROVED',
  'INVALID_FILE',
  'ALREADY_REVIEWED',
  'IDEMPOTENCY_CONFLICT',
  'ENGINE_UNAVAILABLE',
  'SERVICE_UNAVAILABLE',
  'TWO_FACTOR_REQUIRED',
  'INVALID_CODE',
  'INVALID_LINK',
  'EMAIL_NOT_VERIFIED',
  'ALERT_LIMIT_REACHED',
  'INTERNAL_ERROR',
] as const;

export const errorCodeSchema = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

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

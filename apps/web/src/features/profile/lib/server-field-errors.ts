import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client.ts';

/** Puts the server's {field: [messages]} under the matching fields of the form (wire names may be renamed). */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldFor: (wireField: string) => Path<T> | null,
) {
  if (!(error instanceof ApiError) || !error.body.errors) return;
  for (const [wireField, messages] of Object.entries(error.body.errors)) {
    const field = fieldFor(wireField);
    if (field && messages[0]) setError(field, { type: 'server', message: messages[0] });
  }
}

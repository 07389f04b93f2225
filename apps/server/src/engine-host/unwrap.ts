import { AppError } from '../errors/app-error.ts';
import type { EngineResult } from '../engine/types.ts';

/** An engine refusal becomes the AppError the routes answer with. */
export function unwrap<T>(result: EngineResult<T>): { value: T; effects: Extract<EngineResult<T>, { ok: true }>['effects'] } {
  if (!result.ok) {
    const { code, status, message, details, errors } = result.error;
    throw new AppError(code, status, message, details, errors);
  }
  return result;
}

import { z } from 'zod';
import { AppError } from '../errors/app-error.ts';
import { refusedAs } from './route-schemas.ts';

/** The numeric :id of a back-office route; anything else is a 404 rather than a database error. */
export const idParams = refusedAs(
  z.object({
    id: z
      .string()
      .regex(/^\d{1,15}$/)
      .transform(Number)
      .refine((id) => Number.isSafeInteger(id) && id > 0),
  }),
  () => AppError.notFound('Not found.'),
);

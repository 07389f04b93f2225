import type { ProfileUpdateRequest } from '@platform/shared/profile';
import type { Me } from '@platform/shared/user';

/** The whole profile object `POST /api/user/update` takes, as the trader has it now. */
export function profileFromMe(me: Me): ProfileUpdateRequest {
  return {
    first_name: me.first_name,
    last_name: me.last_name,
    birth_day: me.birth_day,
    birth_month: me.birth_month,
    birth_year: me.birth_year,
    address_line: me.address_line,
    postal_code: me.postal_code,
    city: me.city,
    country: me.country,
    phone_code: me.phone_code,
    mobile: me.mobile,
    email2: me.email2,
    preferred_currency: me.preferred_currency,
  };
}

/** A text field as the wire wants it: trimmed, or null when left empty. */
export const orNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

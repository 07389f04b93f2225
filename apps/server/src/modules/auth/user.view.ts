import type { Me } from '@platform/shared/user';
import { toIso } from '../../db/now.ts';
import type { UserRow } from './auth.tables.ts';

/** The user as the wire shows it (spec §3); the row's secrets never leave. */
export function toMe(user: UserRow): Me {
  return {
    id: user.id,
    name: user.name,
    first_name: user.first_name,
    last_name: user.last_name,
    username: user.username ?? user.email,
    email: user.email,
    email2: user.email2,
    language: user.language,
    birth_day: user.birth_day,
    birth_month: user.birth_month,
    birth_year: user.birth_year,
    address_line: user.address_line,
    postal_code: user.postal_code,
    city: user.city,
    country: user.country,
    phone_code: user.phone_code,
    mobile: user.mobile,
    preferred_currency: user.preferred_currency,
    account_type: user.account_type,
    role: user.role,
    referral_code: user.referral_code,
    created_at: toIso(user.created_at),
    email_verified: user.email_verified_at !== null,
    two_factor_enabled: user.totp_enabled_at !== null,
  };
}

/** "Ada Lovelace King" → first "Ada", last "Lovelace King" (split at the first space). */
export function splitFullName(name: string): { firstName: string; lastName: string } {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  const space = trimmed.indexOf(' ');
  return space === -1 ? { firstName: trimmed, lastName: '' } : { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1) };
}

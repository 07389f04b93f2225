import type { Me } from '@platform/shared/user';
import { toIso } from '../../db/now.ts';
import type { User } from './user.repository.ts';

/** The user as the wire shows it (spec §3); the row's secrets never leave. */
export function toMe(user: User): Me {
  return {
    id: user.id,
    name: user.name,
    first_name: user.firstName,
    last_name: user.lastName,
    username: user.username ?? user.email,
    email: user.email,
    email2: user.email2,
    language: user.language,
    birth_day: user.birthDay,
    birth_month: user.birthMonth,
    birth_year: user.birthYear,
    address_line: user.addressLine,
    postal_code: user.postalCode,
    city: user.city,
    country: user.country,
    phone_code: user.phoneCode,
    mobile: user.mobile,
    preferred_currency: user.preferredCurrency,
    account_type: user.accountType,
    role: user.role,
    referral_code: user.referralCode,
    created_at: toIso(user.createdAt),
    email_verified: user.emailVerifiedAt !== null,
    two_factor_enabled: user.totpEnabledAt !== null,
  };
}

/** "Ada Lovelace King" → first "Ada", last "Lovelace King" (split at the first space). */
export function splitFullName(name: string): { firstName: string; lastName: string } {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  const space = trimmed.indexOf(' ');
  return space === -1 ? { firstName: trimmed, lastName: '' } : { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1) };
}

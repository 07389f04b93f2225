import { roleMay, type Permission } from '@platform/shared/admin';

export interface AdminNavItem {
  path: string;
  label: string;
  permission: Permission;
}

/** The left nav in order; each screen needs its permission (admin sees all). */
export const adminNavItems: AdminNavItem[] = [
  { path: 'kyc', label: 'KYC', permission: 'kyc' },
  { path: 'deposits', label: 'Deposits', permission: 'transactions' },
  { path: 'withdrawals', label: 'Withdrawals', permission: 'transactions' },
  { path: 'traders', label: 'Traders', permission: 'tradersView' },
  { path: 'tickets', label: 'Tickets', permission: 'tickets' },
  { path: 'book', label: 'Book', permission: 'book' },
  { path: 'staff', label: 'Staff', permission: 'staff' },
  { path: 'audit', label: 'Audit', permission: 'audit' },
  { path: 'outbox', label: 'Outbox', permission: 'outbox' },
];

export const navItemsFor = (role: string) => adminNavItems.filter((item) => roleMay(role, item.permission));

import { roleMay, type Permission } from '@platform/shared/admin';

export interface AdminNavItem {
  path:
    | 'risk'
    | 'hedging'
    | 'kyc'
    | 'deposits'
    | 'withdrawals'
    | 'traders'
    | 'tickets'
    | 'book'
    | 'groups'
    | 'calendar'
    | 'staff'
    | 'audit'
    | 'outbox';
  permission: Permission;
}

/** The left nav in order (its names are `admin.nav.<path>`); each screen needs its permission (admin sees all). */
export const adminNavItems: AdminNavItem[] = [
  { path: 'risk', permission: 'risk' },
  { path: 'hedging', permission: 'hedging' },
  { path: 'kyc', permission: 'kyc' },
  { path: 'deposits', permission: 'transactions' },
  { path: 'withdrawals', permission: 'transactions' },
  { path: 'traders', permission: 'tradersView' },
  { path: 'tickets', permission: 'tickets' },
  { path: 'book', permission: 'book' },
  { path: 'groups', permission: 'groups' },
  { path: 'calendar', permission: 'groups' },
  { path: 'staff', permission: 'staff' },
  { path: 'audit', permission: 'audit' },
  { path: 'outbox', permission: 'outbox' },
];

export const navItemsFor = (role: string) => adminNavItems.filter((item) => roleMay(role, item.permission));

import type { TFunction } from 'i18next';
import { staffRoleSchema } from '@platform/shared/admin';

/** The staff roles as a select's options: each with what it may open. */
export const roleOptions = (t: TFunction) =>
  staffRoleSchema.options.map((role) => ({ value: role, label: t(`admin.roleOptions.${role}`) }));

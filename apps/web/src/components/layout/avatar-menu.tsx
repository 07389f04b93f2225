import { lazy, Suspense } from 'react';
import type { Me } from '@platform/shared/user';
import { DropdownMenu } from '../ui/dropdown-menu.tsx';
import { useTranslation } from '../../lib/i18n/i18n.ts';

// The items load with the menu (pointing at the avatar fetches them), not with every signed-in screen.
const loadItems = () => import('./avatar-menu-items.tsx');
const AvatarMenuItems = lazy(() => loadItems().then((module) => ({ default: module.AvatarMenuItems })));

export function initialsOf(me: Pick<Me, 'name' | 'email'> | undefined): string {
  const source = me?.name.trim() || me?.email || '';
  const parts = source.split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? `${parts[0]![0]}${parts[parts.length - 1]![0]}` : source.slice(0, 2);
  return letters.toUpperCase() || '?';
}

interface AvatarMenuProps {
  me: Me | undefined;
  onRequestLive: () => void;
}

/** Profile, 'Switch to Live Account' (demo only) and Logout. */
export function AvatarMenu({ me, onRequestLive }: AvatarMenuProps) {
  const { t } = useTranslation();
  return (
    <DropdownMenu
      align="end"
      preload={loadItems}
      trigger={
        <button type="button" className="top-bar__avatar">
          <span aria-hidden="true">{initialsOf(me)}</span>
          <span className="visually-hidden">{t('nav.accountMenu')}</span>
        </button>
      }
    >
      <Suspense fallback={null}>
        <AvatarMenuItems me={me} onRequestLive={onRequestLive} />
      </Suspense>
    </DropdownMenu>
  );
}

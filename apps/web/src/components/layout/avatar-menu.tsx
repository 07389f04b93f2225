import { useNavigate } from 'react-router';
import type { Me } from '@platform/shared/user';
import { isLiveAccount } from '../../lib/use-me.ts';
import { DropdownMenu, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator } from '../ui/dropdown-menu.tsx';
import { LogoutIcon, ReportsIcon, SwitchIcon, UserIcon } from '../ui/icons.tsx';
import { useLogout } from './use-logout.ts';
import { useTranslation } from '../../lib/i18n/i18n.ts';

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
  const navigate = useNavigate();
  const logout = useLogout();
  const { t } = useTranslation();
  return (
    <DropdownMenu
      align="end"
      trigger={
        <button type="button" className="top-bar__avatar">
          <span aria-hidden="true">{initialsOf(me)}</span>
          <span className="visually-hidden">{t('nav.accountMenu')}</span>
        </button>
      }
    >
      {me && (
        <DropdownMenuLabel>
          <span className="top-bar__who">{me.name || me.username}</span>
          <span className="top-bar__who-email">{me.email}</span>
        </DropdownMenuLabel>
      )}
      <DropdownMenuSeparator />
      <DropdownMenuItem icon={<UserIcon />} onSelect={() => navigate('/profile')}>
        {t('nav.profile')}
      </DropdownMenuItem>
      <DropdownMenuItem icon={<ReportsIcon />} onSelect={() => navigate('/reports')}>
        {t('nav.reports')}
      </DropdownMenuItem>
      {me && !isLiveAccount(me) && (
        <DropdownMenuItem icon={<SwitchIcon />} tone="accent" onSelect={onRequestLive}>
          {t('nav.switchToLive')}
        </DropdownMenuItem>
      )}
      <DropdownMenuSeparator />
      <DropdownMenuItem icon={<LogoutIcon />} tone="danger" onSelect={() => void logout()}>
        {t('nav.logout')}
      </DropdownMenuItem>
    </DropdownMenu>
  );
}

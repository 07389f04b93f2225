import { useNavigate } from 'react-router';
import type { Me } from '@platform/shared/user';
import { isLiveAccount } from '../../lib/use-me.ts';
import { DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator } from '../ui/dropdown-menu.tsx';
import { LogoutIcon, ReportsIcon, SwitchIcon, UserIcon } from '../ui/icons.tsx';
import { useLogout } from './use-logout.ts';
import { useTranslation } from '../../lib/i18n/i18n.ts';

interface AvatarMenuItemsProps {
  me: Me | undefined;
  onRequestLive: () => void;
}

/** The open avatar menu: who is signed in, Profile, Reports, 'Switch to Live Account' (demo only), Logout. */
export function AvatarMenuItems({ me, onRequestLive }: AvatarMenuItemsProps) {
  const navigate = useNavigate();
  const logout = useLogout();
  const { t } = useTranslation();
  return (
    <>
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
    </>
  );
}

// The UI's icons, from lucide (a maintained set, inline SVG: no external images, CSP-safe), under the
// names the screens use. Decorative by default: the control around an icon carries its name.
import type { LucideIcon, LucideProps } from 'lucide-react';
import {
  ArrowDown,
  ArrowLeftRight,
  ArrowUp,
  Bell,
  Check,
  ChartLine,
  ChevronDown,
  CircleCheck,
  CircleX,
  Eye,
  EyeOff,
  Headset,
  Languages,
  Inbox,
  Info,
  LayoutDashboard,
  LogOut,
  Maximize,
  Menu,
  Minimize,
  Monitor,
  Moon,
  Sun,
  TriangleAlert,
  User,
  Wallet,
  X,
} from 'lucide-react';

function decorative(Icon: LucideIcon) {
  const Decorative = (props: LucideProps) => <Icon aria-hidden="true" focusable="false" {...props} />;
  Decorative.displayName = Icon.displayName;
  return Decorative;
}

export const CloseIcon = decorative(X);
export const BellIcon = decorative(Bell);
export const CheckIcon = decorative(Check);
export const ChevronDownIcon = decorative(ChevronDown);
export const EyeIcon = decorative(Eye);
export const EyeOffIcon = decorative(EyeOff);
export const InfoIcon = decorative(Info);
export const AlertIcon = decorative(TriangleAlert);
export const ErrorIcon = decorative(CircleX);
export const SuccessIcon = decorative(CircleCheck);
export const InboxIcon = decorative(Inbox);
export const MenuIcon = decorative(Menu);
export const WalletIcon = decorative(Wallet);
export const ArrowDownIcon = decorative(ArrowDown);
export const ArrowUpIcon = decorative(ArrowUp);
export const UserIcon = decorative(User);
export const LogoutIcon = decorative(LogOut);
export const SwitchIcon = decorative(ArrowLeftRight);
export const ExpandIcon = decorative(Maximize);
export const ShrinkIcon = decorative(Minimize);
export const SupportIcon = decorative(Headset);
export const DashboardIcon = decorative(LayoutDashboard);
export const ReportsIcon = decorative(ChartLine);
export const SunIcon = decorative(Sun);
export const MoonIcon = decorative(Moon);
export const MonitorIcon = decorative(Monitor);
export const LanguagesIcon = decorative(Languages);

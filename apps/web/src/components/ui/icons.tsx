// The UI's icons, from lucide (a maintained set, inline SVG: no external images, CSP-safe), under the
// names the screens use. Decorative by default (lucide sets aria-hidden when no label is given): the
// control around an icon carries its name. Plain re-exports, so each screen's chunk carries only the
// icons it draws, not the whole set.
export {
  X as CloseIcon,
  Bell as BellIcon,
  Check as CheckIcon,
  ChevronDown as ChevronDownIcon,
  Eye as EyeIcon,
  EyeOff as EyeOffIcon,
  Info as InfoIcon,
  TriangleAlert as AlertIcon,
  CircleX as ErrorIcon,
  CircleCheck as SuccessIcon,
  Inbox as InboxIcon,
  Menu as MenuIcon,
  Wallet as WalletIcon,
  ArrowDown as ArrowDownIcon,
  ArrowUp as ArrowUpIcon,
  User as UserIcon,
  LogOut as LogoutIcon,
  ArrowLeftRight as SwitchIcon,
  Maximize as ExpandIcon,
  Minimize as ShrinkIcon,
  Headset as SupportIcon,
  LayoutDashboard as DashboardIcon,
  ChartLine as ReportsIcon,
  Sun as SunIcon,
  Moon as MoonIcon,
  Monitor as MonitorIcon,
  Languages as LanguagesIcon,
  Plus as PlusIcon,
} from 'lucide-react';

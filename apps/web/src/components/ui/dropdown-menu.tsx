// Dropdown menu (Radix): keyboard navigable, typeahead, closes on select.
//   <DropdownMenu trigger={<Button variant="ghost">Banking</Button>} align="end">
//     <DropdownMenuLabel>Funds</DropdownMenuLabel>
//     <DropdownMenuItem onSelect={() => navigate('/deposit')} icon={<WalletIcon />}>Deposit</DropdownMenuItem>
//     <DropdownMenuSeparator />
//   </DropdownMenu>
// Radix's menu, its positioning (floating-ui) and the items (dropdown-menu-impl.tsx) load when a
// trigger is first pointed at, focused or pressed: the top bar's menus cost a first visit nothing
// (issue 16, first-load JavaScript). A press while loading opens the menu once it is there.
import {
  cloneElement,
  isValidElement,
  lazy,
  Suspense,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import './dropdown-menu.css';
// The menu's fade uses the ui-fade-in keyframes of dialog.css: without them Radix waits for an animationend that never comes.
import './dialog.css';
import type * as Impl from './dropdown-menu-impl.tsx';

let loaded: typeof Impl | null = null;
let loading: Promise<typeof Impl> | null = null;
function load(): Promise<typeof Impl> {
  loading ??= import('./dropdown-menu-impl.tsx').then((module) => (loaded = module));
  return loading;
}
const MenuImpl = lazy(() => load().then((module) => ({ default: module.DropdownMenu })));

import type { DropdownMenuProps as ImplProps } from './dropdown-menu-impl.tsx';
/**
 * `preload`: fetches the module of a menu whose items load lazily (the account menu's, the bell's),
 * when Radix's is fetched, so both arrive together.
 */
export type DropdownMenuProps = ImplProps & { preload?: () => Promise<unknown> };

type TriggerProps = {
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: () => void;
};

/** Keys that open a Radix menu from its trigger. */
const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

export function DropdownMenu({ preload, ...props }: DropdownMenuProps) {
  // 'idle': a plain trigger; 'ready': Radix renders it; 'pressed': Radix opens as soon as it loads.
  const [state, setState] = useState<'idle' | 'ready' | 'pressed'>(loaded ? 'ready' : 'idle');
  const { trigger } = props;
  const controlled = props.open !== undefined;
  if (state === 'idle' && !controlled && isValidElement<TriggerProps>(trigger)) {
    // Pointing or tabbing at it fetches the module early; only a press swaps in Radix (a swap moves focus).
    const warm = () => {
      void load();
      void preload?.();
    };
    return cloneElement(trigger as ReactElement<TriggerProps & Record<string, unknown>>, {
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      'data-state': 'closed',
      onPointerEnter: warm,
      onFocus: warm,
      onPointerDown: (event: PointerEvent<HTMLElement>) => {
        if (event.button !== 0 || event.ctrlKey) return;
        warm();
        setState('pressed');
      },
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        if (!OPEN_KEYS.has(event.key)) return;
        event.preventDefault();
        warm();
        setState('pressed');
      },
    });
  }
  // A controlled menu loads Radix at once; a press on its trigger while that loads asks the owner to
  // open, so the menu opens when Radix is there instead of losing the press.
  const fallback =
    controlled && isValidElement<TriggerProps>(trigger)
      ? cloneElement(trigger as ReactElement<TriggerProps & Record<string, unknown>>, {
          onPointerDown: (event: PointerEvent<HTMLElement>) => {
            if (event.button === 0 && !event.ctrlKey) props.onOpenChange?.(true);
          },
        })
      : trigger;
  // Radix's trigger composes these with its own: a menu whose items load lazily fetches them when pointed at.
  const menuTrigger =
    preload && isValidElement<TriggerProps>(trigger)
      ? cloneElement(trigger as ReactElement<TriggerProps & Record<string, unknown>>, {
          onPointerEnter: () => void preload(),
          onFocus: () => void preload(),
        })
      : trigger;
  return (
    <Suspense fallback={fallback}>
      <MenuImpl {...props} trigger={menuTrigger} defaultOpen={state === 'pressed'} />
    </Suspense>
  );
}

// The parts below only ever render inside an open menu, that is once the module above has loaded.
const impl = () => loaded!;

export function DropdownMenuItem(props: Impl.DropdownMenuItemProps) {
  const { DropdownMenuItem: Item } = impl();
  return <Item {...props} />;
}

export function DropdownMenuLabel({ children }: { children: ReactNode }) {
  const { DropdownMenuLabel: Label } = impl();
  return <Label>{children}</Label>;
}

export function DropdownMenuSeparator() {
  const { DropdownMenuSeparator: Separator } = impl();
  return <Separator />;
}

/** A one-of-many choice inside a menu (e.g. the theme); the chosen item shows a check. */
export function DropdownMenuRadioGroup<T extends string>(props: Impl.DropdownMenuRadioGroupProps<T>) {
  const { DropdownMenuRadioGroup: RadioGroup } = impl();
  return <RadioGroup {...props} />;
}

export function DropdownMenuRadioItem(props: { value: string; icon?: ReactNode; children: ReactNode }) {
  const { DropdownMenuRadioItem: RadioItem } = impl();
  return <RadioItem {...props} />;
}

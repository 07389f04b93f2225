// The Radix side of dropdown-menu.tsx, loaded when a menu is first pointed at, focused or opened.
import type { ReactNode } from 'react';
import { DropdownMenu as MenuPrimitive } from 'radix-ui';
import { CheckIcon } from './icons.tsx';

export interface DropdownMenuProps {
  trigger: ReactNode;
  align?: 'start' | 'center' | 'end';
  label?: ReactNode;
  /** Controlled use (the chart's price menu): such a menu loads Radix at once. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
}

/** `defaultOpen`: the trigger was already pressed while this module loaded. */
export function DropdownMenu({
  trigger,
  align = 'start',
  children,
  defaultOpen,
  open,
  onOpenChange,
}: DropdownMenuProps & { defaultOpen: boolean }) {
  return (
    <MenuPrimitive.Root modal={false} defaultOpen={defaultOpen} open={open} onOpenChange={onOpenChange}>
      <MenuPrimitive.Trigger asChild>{trigger}</MenuPrimitive.Trigger>
      <MenuPrimitive.Portal>
        <MenuPrimitive.Content className="ui-menu" align={align} sideOffset={6} collisionPadding={8}>
          {children}
        </MenuPrimitive.Content>
      </MenuPrimitive.Portal>
    </MenuPrimitive.Root>
  );
}

export interface DropdownMenuItemProps {
  onSelect?: (event: Event) => void;
  icon?: ReactNode;
  tone?: 'default' | 'danger' | 'accent';
  disabled?: boolean;
  children: ReactNode;
}

export function DropdownMenuItem({ onSelect, icon, tone = 'default', disabled, children }: DropdownMenuItemProps) {
  return (
    <MenuPrimitive.Item className={`ui-menu__item ui-menu__item--${tone}`} onSelect={onSelect} disabled={disabled}>
      {icon && <span className="ui-menu__icon">{icon}</span>}
      {children}
    </MenuPrimitive.Item>
  );
}

export function DropdownMenuLabel({ children }: { children: ReactNode }) {
  return <MenuPrimitive.Label className="ui-menu__label">{children}</MenuPrimitive.Label>;
}

export function DropdownMenuSeparator() {
  return <MenuPrimitive.Separator className="ui-menu__separator" />;
}

export interface DropdownMenuRadioGroupProps<T extends string> {
  value: T;
  onValueChange: (value: T) => void;
  children: ReactNode;
}

/** A one-of-many choice inside a menu (e.g. the theme); the chosen item shows a check. */
export function DropdownMenuRadioGroup<T extends string>({ value, onValueChange, children }: DropdownMenuRadioGroupProps<T>) {
  return (
    <MenuPrimitive.RadioGroup value={value} onValueChange={(next) => onValueChange(next as T)}>
      {children}
    </MenuPrimitive.RadioGroup>
  );
}

export function DropdownMenuRadioItem({ value, icon, children }: { value: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <MenuPrimitive.RadioItem className="ui-menu__item ui-menu__item--default" value={value}>
      {icon && <span className="ui-menu__icon">{icon}</span>}
      {children}
      <MenuPrimitive.ItemIndicator className="ui-menu__check">
        <CheckIcon />
      </MenuPrimitive.ItemIndicator>
    </MenuPrimitive.RadioItem>
  );
}

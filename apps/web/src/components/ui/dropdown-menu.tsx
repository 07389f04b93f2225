// Dropdown menu (Radix): keyboard navigable, typeahead, closes on select.
//   <DropdownMenu trigger={<Button variant="ghost">Banking</Button>} align="end">
//     <DropdownMenuLabel>Funds</DropdownMenuLabel>
//     <DropdownMenuItem onSelect={() => navigate('/deposit')} icon={<WalletIcon />}>Deposit</DropdownMenuItem>
//     <DropdownMenuSeparator />
//   </DropdownMenu>
import type { ReactNode } from 'react';
import { DropdownMenu as MenuPrimitive } from 'radix-ui';
import { CheckIcon } from './icons.tsx';
import './dropdown-menu.css';

interface DropdownMenuProps {
  trigger: ReactNode;
  align?: 'start' | 'center' | 'end';
  label?: ReactNode;
  children: ReactNode;
}

export function DropdownMenu({ trigger, align = 'start', children }: DropdownMenuProps) {
  return (
    <MenuPrimitive.Root modal={false}>
      <MenuPrimitive.Trigger asChild>{trigger}</MenuPrimitive.Trigger>
      <MenuPrimitive.Portal>
        <MenuPrimitive.Content className="ui-menu" align={align} sideOffset={6} collisionPadding={8}>
          {children}
        </MenuPrimitive.Content>
      </MenuPrimitive.Portal>
    </MenuPrimitive.Root>
  );
}

interface DropdownMenuItemProps {
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

interface DropdownMenuRadioGroupProps<T extends string> {
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

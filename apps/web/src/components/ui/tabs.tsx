// Tabs (Radix): arrow keys move between tabs, panels are linked to their triggers.
//   <Tabs value={tab} onValueChange={setTab}>           (or defaultValue="a")
//     <TabsList label="Account type"><TabsTrigger value="a">A</TabsTrigger>…</TabsList>
//     <TabsContent value="a">…</TabsContent>
//   </Tabs>
// variant="pill" gives the segmented look (forms), "underline" the page-section look.
import type { ReactNode } from 'react';
import { Tabs as TabsPrimitive } from 'radix-ui';
import './tabs.css';

interface TabsProps {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  variant?: 'pill' | 'underline';
  className?: string;
  children: ReactNode;
}

export function Tabs({ variant = 'underline', className, ...props }: TabsProps) {
  return <TabsPrimitive.Root className={['ui-tabs', `ui-tabs--${variant}`, className].filter(Boolean).join(' ')} {...props} />;
}

export function TabsList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TabsPrimitive.List className="ui-tabs__list" aria-label={label}>
      {children}
    </TabsPrimitive.List>
  );
}

export function TabsTrigger({ value, disabled, children }: { value: string; disabled?: boolean; children: ReactNode }) {
  return (
    <TabsPrimitive.Trigger className="ui-tabs__trigger" value={value} disabled={disabled}>
      {children}
    </TabsPrimitive.Trigger>
  );
}

export function TabsContent({ value, className, children }: { value: string; className?: string; children: ReactNode }) {
  return (
    <TabsPrimitive.Content className={['ui-tabs__content', className].filter(Boolean).join(' ')} value={value}>
      {children}
    </TabsPrimitive.Content>
  );
}

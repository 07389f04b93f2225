// Tabs: arrow keys (and Home/End) move between tabs and select the one they reach, panels are linked
// to their triggers; the WAI-ARIA tabs pattern in a few lines instead of Radix's (which brought its
// roving-focus, collection and presence code into every signed-in screen's first load).
//   <Tabs value={tab} onValueChange={setTab}>           (or defaultValue="a")
//     <TabsList label="Account type"><TabsTrigger value="a">A</TabsTrigger>…</TabsList>
//     <TabsContent value="a">…</TabsContent>
//   </Tabs>
// variant="pill" gives the segmented look (forms), "underline" the page-section look. A screen with
// its own look builds on TabRoot, TabList, Tab and TabPanel, which add no class of their own.
import { createContext, useContext, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

interface TabsState {
  baseId: string;
  value: string | undefined;
  select: (value: string) => void;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const tabs = useContext(TabsContext);
  if (!tabs) throw new Error('Tab parts belong inside <Tabs>');
  return tabs;
}

const triggerId = (baseId: string, value: string) => `${baseId}-trigger-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-content-${value}`;

interface TabRootProps {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  className?: string;
  children: ReactNode;
}

export function TabRoot({ value, defaultValue, onValueChange, className, children }: TabRootProps) {
  const baseId = useId();
  const [own, setOwn] = useState(defaultValue);
  const current = value ?? own;
  const select = (next: string) => {
    if (next === current) return;
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext.Provider value={{ baseId, value: current, select }}>
      <div className={className} data-orientation="horizontal">
        {children}
      </div>
    </TabsContext.Provider>
  );
}

const KEY_MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  PageUp: () => 0,
  End: (_index, count) => count - 1,
  PageDown: (_index, count) => count - 1,
};

/** Moves focus (and with it the selection) along the enabled tabs, wrapping at either end. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const move = KEY_MOVES[event.key];
  if (!move || event.metaKey || event.ctrlKey || event.altKey || event.shiftKey) return;
  const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
  const index = tabs.indexOf(event.target as HTMLButtonElement);
  if (index < 0) return;
  event.preventDefault();
  tabs[move(index, tabs.length)]?.focus();
}

export function TabList({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      aria-label={label}
      className={className}
      data-orientation="horizontal"
      onKeyDown={moveFocus}
    >
      {children}
    </div>
  );
}

interface TabProps {
  value: string;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}

export function Tab({ value, disabled, className, children }: TabProps) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={triggerId(tabs.baseId, value)}
      aria-selected={selected}
      aria-controls={panelId(tabs.baseId, value)}
      data-state={selected ? 'active' : 'inactive'}
      data-disabled={disabled ? '' : undefined}
      data-orientation="horizontal"
      disabled={disabled}
      tabIndex={selected ? 0 : -1}
      className={className}
      onMouseDown={(event) => {
        // Selects on press like a native tab strip; a right or ctrl click neither selects nor focuses.
        if (!disabled && event.button === 0 && !event.ctrlKey) tabs.select(value);
        else event.preventDefault();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') tabs.select(value);
      }}
      onFocus={() => {
        if (!disabled) tabs.select(value);
      }}
    >
      {children}
    </button>
  );
}

export function TabPanel({ value, className, children }: { value: string; className?: string; children?: ReactNode }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <div
      role="tabpanel"
      id={panelId(tabs.baseId, value)}
      aria-labelledby={triggerId(tabs.baseId, value)}
      data-state={selected ? 'active' : 'inactive'}
      data-orientation="horizontal"
      hidden={!selected}
      tabIndex={0}
      className={className}
    >
      {selected && children}
    </div>
  );
}

interface TabsProps extends TabRootProps {
  variant?: 'pill' | 'underline';
}

export function Tabs({ variant = 'underline', className, ...props }: TabsProps) {
  return <TabRoot className={['ui-tabs', `ui-tabs--${variant}`, className].filter(Boolean).join(' ')} {...props} />;
}

export function TabsList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TabList className="ui-tabs__list" label={label}>
      {children}
    </TabList>
  );
}

export function TabsTrigger({ value, disabled, children }: { value: string; disabled?: boolean; children: ReactNode }) {
  return (
    <Tab className="ui-tabs__trigger" value={value} disabled={disabled}>
      {children}
    </Tab>
  );
}

export function TabsContent({ value, className, children }: { value: string; className?: string; children: ReactNode }) {
  return (
    <TabPanel className={['ui-tabs__content', className].filter(Boolean).join(' ')} value={value}>
      {children}
    </TabPanel>
  );
}

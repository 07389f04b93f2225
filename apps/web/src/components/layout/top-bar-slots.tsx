import { createContext, useContext, type ReactNode } from 'react';

/**
 * What the app puts into the top bar from its features (the alerts' bell): the shared frame imports no
 * feature, app/ composes them (app/signed-in/signed-in-frame.tsx).
 */
export interface TopBarSlots {
  bell?: ReactNode;
  /** The trading accounts' menu (several accounts per trader). */
  accounts?: ReactNode;
}

const SlotsContext = createContext<TopBarSlots>({});

export function TopBarSlotsProvider({ slots, children }: { slots: TopBarSlots; children: ReactNode }) {
  return <SlotsContext.Provider value={slots}>{children}</SlotsContext.Provider>;
}

export const useTopBarSlots = (): TopBarSlots => useContext(SlotsContext);

import type { Coverage, HedgeDeskAlert, HedgeSession } from '@platform/shared/hedging';
import type { ClientFill } from './client-fill.ts';

declare module '../../bus/bus.ts' {
  interface BusChannels {
    /** Client fills the engine committed, from the engine's instance to the hedge leader's. */
    'hedging.client-fills': ClientFill[];
    /** A dealer changed the routing rules: the hedge leader reads them again. */
    'hedging.rules-changed': { at: number };
    /** The FIX session as its holder recorded it, for every instance's hedging desks. */
    'hedging.session': HedgeSession;
    /** The coverage book valued by the hedge leader: after a change, and every second while it holds positions. */
    'hedging.coverage': Coverage;
    /** An alert to the hedging desk, for every instance's hedging desks (bell and mail are written once, by its raiser). */
    'hedging.alert': HedgeDeskAlert;
    /** A dealer changed an uncovered-exposure threshold: the hedge leader reads them again. */
    'hedging.uncovered-limits-changed': { at: number };
  }
}

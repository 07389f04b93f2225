import type { ClientFill } from './client-fill.ts';

declare module '../../bus/bus.ts' {
  interface BusChannels {
    /** Client fills the engine committed, from the engine's instance to the hedge leader's. */
    'hedging.client-fills': ClientFill[];
    /** A dealer changed the routing rules: the hedge leader reads them again. */
    'hedging.rules-changed': { at: number };
  }
}

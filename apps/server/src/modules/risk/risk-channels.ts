import type { ExposureResponse, RiskAlertEvent } from '@platform/shared/risk';

/** The leader's valued book, for every instance's staff room. */
export const RISK_EXPOSURE_CHANNEL = 'risk.exposure';
/** An exposure limit crossed (once per crossing), for every instance's staff room. */
export const RISK_ALERT_CHANNEL = 'risk.alert';
/** A switch or a limit changed: the leader re-reads limits and pushes the book at once. */
export const RISK_CHANGED_CHANNEL = 'risk.changed';

declare module '../../bus/bus.ts' {
  interface BusChannels {
    'risk.exposure': ExposureResponse;
    'risk.alert': RiskAlertEvent;
    'risk.changed': { kind: 'switch' | 'limit'; at: number };
  }
}

/** Bus channel: an alert was created, edited or deleted; the engine leader re-reads it from storage. */
export const ALERT_CHANGED_CHANNEL = 'alert-changed';

export interface AlertChangedMessage {
  alertId: number;
}

declare module '../../bus/bus.ts' {
  interface BusChannels {
    'alert-changed': AlertChangedMessage;
  }
}

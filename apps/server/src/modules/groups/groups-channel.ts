/** Bus channel: staff changed a group or moved accounts; every instance reloads its groups, the leader its engine's. */
export const GROUPS_CHANGED_CHANNEL = 'groups.changed';

export interface GroupsChangedMessage {
  /** Trading accounts whose group changed (empty when only definitions changed: every account may be). */
  accountIds: number[];
}

declare module '../../bus/bus.ts' {
  interface BusChannels {
    'groups.changed': GroupsChangedMessage;
  }
}

import type { ErrorCode, FieldErrors } from '@platform/shared/errors';
import type { TradingCommandName } from './trading-commands.ts';

/** Bus channel every instance listens on; only the engine's instance answers. */
export const ENGINE_COMMANDS_CHANNEL = 'engine-commands';

/** The engine's instance says it is alive here every LEADER_HEARTBEAT_MS. */
export const ENGINE_LEADER_CHANNEL = 'engine-leader';
export const LEADER_HEARTBEAT_MS = 500;
export interface LeaderHeartbeat {
  leader: string;
  /**
   * When this leader (re)took the engine, on its clock: a beat with a term not heard before says
   * a new leader is serving, so calls nobody took yet are sent again at once. Absent from
   * instances older than it.
   */
  since?: number;
}

/** Each forwarding instance gets its own reply channel. */
export const replyChannelOf = (instanceId: string) => `engine-replies:${instanceId}`;

export interface CommandRequest {
  /** Correlation id, echoed by every reply. */
  id: string;
  replyTo: string;
  name: TradingCommandName;
  args: unknown[];
}

/** An AppError as it travels: the forwarding instance rethrows it unchanged. */
export interface WireError {
  code: ErrorCode;
  status: number;
  message: string;
  details?: Record<string, unknown>;
  errors?: FieldErrors;
}

/** `accepted` comes at once (a leader is there, named for its heartbeat), `result` when the command has run. */
export type CommandReply =
  | { id: string; kind: 'accepted'; leader: string }
  | { id: string; kind: 'result'; ok: true; value: unknown }
  | { id: string; kind: 'result'; ok: false; error: WireError };

declare module '../../../bus/bus.ts' {
  interface BusChannels {
    'engine-commands': CommandRequest;
    'engine-leader': LeaderHeartbeat;
  }
}

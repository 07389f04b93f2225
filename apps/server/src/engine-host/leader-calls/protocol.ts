import type { ErrorCode, FieldErrors } from '@platform/shared/errors';

/** Bus channel every instance listens on; only the engine's instance answers. */
export const ENGINE_COMMANDS_CHANNEL = 'engine-commands';

/** The engine's instance says it is alive here every LEADER_HEARTBEAT_MS. */
export const ENGINE_LEADER_CHANNEL = 'engine-leader';
export const LEADER_HEARTBEAT_MS = 500;
export interface LeaderHeartbeat {
  leader: string;
  /**
   * When this leader (re)took the engine, on its clock: a beat with a term not heard before says
   * a new leader is serving, so calls nobody took yet are sent again at once.
   */
  since: number;
}

/** Each forwarding instance gets its own reply channel. */
export const replyChannelOf = (instanceId: string): ReplyChannel => `engine-replies:${instanceId}`;
export type ReplyChannel = `engine-replies:${string}`;
export const isReplyChannel = (channel: unknown): channel is ReplyChannel =>
  typeof channel === 'string' && channel.startsWith('engine-replies:');

export interface CommandCall {
  /** Correlation id, echoed by its result. */
  id: string;
  /** The command's name in the catalogue; its input is parsed with the command's schema by the leader. */
  name: string;
  input: unknown;
}

/**
 * The calls one forwarding instance made in one event-loop turn, as one bus message (one publish,
 * one parse on each side however many orders arrived together).
 */
export interface CommandBatch {
  replyTo: ReplyChannel;
  calls: CommandCall[];
  /**
   * Set when the sender knows of no leader (it just started, or the engine is changing hands): the
   * leader then names itself at once in `accepted`, so a slow call is not given up as unreachable.
   */
  ack?: true;
}

/** An AppError as it travels: the forwarding instance rethrows it unchanged. */
export interface WireError {
  code: ErrorCode;
  status: number;
  message: string;
  details?: Record<string, unknown>;
  errors?: FieldErrors;
}

export type CommandResult =
  | { id: string; ok: true; value: unknown }
  | { id: string; ok: true; answer: { statusCode: number; body: string } }
  | { id: string; ok: false; error: WireError };

/**
 * What a leader tells one forwarding instance in one turn: calls it took (only when asked with
 * `ack`), results of calls that finished, and calls it declined because it has just stopped
 * leading (they wait for the next leader).
 */
export interface ReplyBatch {
  leader: string;
  accepted?: string[];
  results?: CommandResult[];
  declined?: string[];
}

declare module '../../bus/bus.ts' {
  interface BusChannels {
    'engine-commands': CommandBatch;
    'engine-leader': LeaderHeartbeat;
    [replies: ReplyChannel]: ReplyBatch;
  }
}

import type { ErrorCode, FieldErrors } from '@platform/shared/errors';
import type { TradingCommandName } from './trading-commands.ts';

/** Bus channel every instance listens on; only the engine's instance answers. */
export const ENGINE_COMMANDS_CHANNEL = 'engine-commands';

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

/** `accepted` comes at once (a leader is there), `result` when the command has run. */
export type CommandReply =
  | { id: string; kind: 'accepted' }
  | { id: string; kind: 'result'; ok: true; value: unknown }
  | { id: string; kind: 'result'; ok: false; error: WireError };

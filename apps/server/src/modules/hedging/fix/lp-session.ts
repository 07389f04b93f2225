import { AsciiSession, type IJsFixConfig, type MsgView } from 'jspurefix';
import type { SessionLog } from './session-log.ts';

/** What the FIX session tells its owner; the owner never sees jspurefix's types. */
export interface LpSessionEvents {
  ready(): void;
  /** An application message (ExecutionReport, BusinessMessageReject …) as a plain object. */
  message(msgType: string, message: Record<string, unknown>): void;
  /** A session-level Reject (35=3) of one of our messages, by its sequence number. */
  rejected(refSeqNum: number, text: string): void;
  stopped(error: Error | undefined): void;
}

/**
 * The initiator's side of one FIX 4.4 connection. Logon, heartbeats, test requests, resend
 * requests and sequence resets are jspurefix's; this class only hands application messages on
 * and writes every message to the session log.
 */
export class LpSession extends AsciiSession {
  constructor(
    config: IJsFixConfig,
    private readonly events: LpSessionEvents,
    private readonly log: SessionLog,
  ) {
    super(config);
    // The end of a session reaches the owner through onStopped; an 'error' without a listener would throw.
    this.on('error', () => undefined);
  }

  /** Sends an application message; resolves with its MsgSeqNum once handed to the socket. */
  sendMessage(msgType: string, body: Record<string, unknown>): Promise<number> {
    this.corkSocket();
    return new Promise((resolve, reject) =>
      this.send(msgType, body, (error, result) =>
        error ? reject(error) : resolve(Number((result.header as { MsgSeqNum?: number } | null)?.MsgSeqNum ?? 0)),
      ),
    );
  }

  /**
   * The messages sent in one event-loop turn reach the socket as one write: the encoder pipes each
   * message to the socket on its own, a system call per covering order in a burst.
   */
  private corkSocket(): void {
    const socket = this.transport?.duplex.writable;
    if (!socket || this.corked) return;
    this.corked = true;
    socket.cork();
    process.nextTick(() => {
      this.corked = false;
      socket.uncork();
    });
  }
  private corked = false;

  /** Logs out (or drops a connection not yet logged on). */
  logout(): void {
    this.done();
  }

  /** Drops the connection at once, without a Logout: what a crash looks like to the LP. */
  kill(reason: string): void {
    this.requestStop(reason);
  }

  protected onApplicationMsg(msgType: string, view: MsgView): void {
    this.events.message(msgType, view.toObject() as Record<string, unknown>);
  }

  protected override onSessionMsg(msgType: string, view: MsgView): void {
    super.onSessionMsg(msgType, view);
    if (msgType === '3') this.events.rejected(Number(view.getTyped('RefSeqNum') ?? 0), view.getString('Text') ?? 'rejected');
  }

  protected onReady(): void {
    this.events.ready();
  }

  protected onStopped(error?: Error): void {
    this.events.stopped(error);
  }

  protected onLogon(): boolean {
    return true;
  }

  protected onDecoded(msgType: string, text: string): void {
    this.log.message('IN', msgType, text);
  }

  protected onEncoded(msgType: string, text: string): void {
    this.log.message('OUT', msgType, text);
  }
}

import 'reflect-metadata';
import path from 'node:path';
import type { Logger } from 'pino';
import { JsFixLoggerFactory, SessionLauncher, type IFixSessionStoreFactory, type IJsFixConfig, type IJsFixLogger } from 'jspurefix';
import { sessionFiles, type SequenceNumbers, type SessionSequences, type SessionStoreHooks } from './session-files.ts';
import type { Clock } from '../../../lib/clock.ts';
import { LpSession, type LpSessionEvents } from './lp-session.ts';
import { SessionLog } from './session-log.ts';
import { sessionDescription, type FixSettings } from './fix-settings.ts';
import { cacheFixDictionaries } from './fix-dictionary.ts';

/** How long a stop waits for the LP's Logout before dropping the connection. */
const STOP_GRACE_MS = 2000;

export type LinkState = 'stopped' | 'connecting' | 'logged_on' | 'waiting';

export interface LpLinkEvents {
  /** The link's state moved (with why a session ended, when it did). */
  changed(state: LinkState, reason: string | null): void;
  /** Logged on: safe to send; the owner reconciles what is still open. */
  up(): void;
  down(reason: string): void;
  message(msgType: string, message: Record<string, unknown>): void;
  rejected(refSeqNum: number, text: string): void;
}

/** jspurefix's own chatter goes to the app's log at debug; its errors at warn. */
class PinoLogFactory extends JsFixLoggerFactory {
  constructor(private readonly log: Logger) {
    super();
  }
  logger(type: string): IJsFixLogger {
    const log = this.log.child({ fix: type });
    return {
      info: (message) => log.debug(message),
      debug: (message) => log.trace(message),
      warning: (message) => log.info(message),
      error: (error) => log.warn({ err: error }, 'FIX session error'),
    };
  }
  plain(): IJsFixLogger {
    return this.logger('plain');
  }
}

class Launcher extends SessionLauncher {
  constructor(
    settings: FixSettings,
    logs: JsFixLoggerFactory,
    store: SessionStoreHooks,
    private readonly make: (config: IJsFixConfig) => LpSession,
  ) {
    super(sessionDescription(settings), null, logs);
    this.files = sessionFiles(settings.storeDir, store);
  }
  private readonly files: IFixSessionStoreFactory;
  protected override makeFactory() {
    return {
      makeSession: (config: IJsFixConfig) => {
        config.sessionStoreFactory = this.files;
        return this.make(config);
      },
    };
  }
}

/**
 * The one FIX connection to the LP: connects, logs on, and after any loss (LP down, logon
 * refused, a dropped socket) tries again after a back-off that doubles up to the configured
 * most, reset by each successful logon. Owns the session log.
 */
export class LpLink {
  private current: LpSession | null = null;
  private linkState: LinkState = 'stopped';
  private stopping = new AbortController();
  private running: Promise<void> | null = null;
  private readonly logs: PinoLogFactory;
  private store: SessionSequences | null = null;
  readonly sessionLog: SessionLog;

  /**
   * `sequences`: where the numbers start at least and a check before each Logon (the cluster's
   * record); by default the session files alone decide.
   */
  constructor(
    private readonly settings: FixSettings,
    private readonly clock: Clock,
    log: Logger,
    private readonly events: LpLinkEvents,
    private readonly sequences: SessionStoreHooks = { floors: () => ({ nextSender: 1, nextTarget: 1 }), opened: async () => {} },
  ) {
    cacheFixDictionaries();
    this.logs = new PinoLogFactory(log);
    const name = `FIX.4.4-${settings.senderCompId}-${settings.targetCompId}`;
    this.sessionLog = new SessionLog(path.join(settings.storeDir, `${name}.log`), clock, settings.password);
  }

  state(): LinkState {
    return this.linkState;
  }

  /** The session store's numbers as they stand (kept after a connection ends); null before the first connection. */
  sequenceNumbers(): SequenceNumbers | null {
    return this.store ? { nextSender: this.store.senderSeqNum, nextTarget: this.store.targetSeqNum } : null;
  }

  private moveTo(state: LinkState, reason: string | null = null): void {
    this.linkState = state;
    this.events.changed(state, reason);
  }

  start(): void {
    if (this.running) return;
    this.stopping = new AbortController();
    this.running = this.loop();
  }

  /** Logs out and stops trying. */
  async stop(): Promise<void> {
    this.stopping.abort();
    this.current?.logout();
    // An LP that never confirms the Logout (or a logon still pending) does not hold the stop up.
    const cut = setTimeout(() => this.current?.kill('stopping'), STOP_GRACE_MS);
    await this.running;
    clearTimeout(cut);
    this.running = null;
  }

  /** Sends an application message on the logged-on session; throws when there is none. */
  send(msgType: string, body: Record<string, unknown>): Promise<number> {
    if (this.linkState !== 'logged_on' || !this.current) return Promise.reject(new Error('the LP session is not logged on'));
    return this.current.sendMessage(msgType, body);
  }

  /** Drops the connection without a Logout (tests: a crash as the LP sees it); the loop reconnects. */
  drop(reason = 'connection dropped'): void {
    this.current?.kill(reason);
  }

  private async loop(): Promise<void> {
    let backoffMs = this.settings.reconnectMs;
    while (!this.stopping.signal.aborted) {
      let loggedOn = false;
      this.moveTo('connecting');
      this.sessionLog.event(`connecting to ${this.settings.host}:${this.settings.port}`);
      const reason = await this.attempt(() => (loggedOn = true));
      this.moveTo('waiting', reason);
      this.events.down(reason);
      if (this.stopping.signal.aborted) break;
      if (loggedOn) backoffMs = this.settings.reconnectMs;
      this.sessionLog.event(`${reason}; reconnecting in ${(backoffMs / 1000).toFixed(1)} s`);
      await sleep(backoffMs, this.stopping.signal);
      backoffMs = Math.min(backoffMs * 2, this.settings.reconnectMaxMs);
    }
    this.moveTo('stopped');
    this.sessionLog.event('stopped');
  }

  /** One connection from connect to its end; resolves with why it ended. */
  private async attempt(onLogon: () => void): Promise<string> {
    let ended = 'session ended';
    const sessionEvents: LpSessionEvents = {
      ready: () => {
        onLogon();
        this.moveTo('logged_on');
        this.sessionLog.event('logged on');
        this.events.up();
      },
      message: (msgType, message) => this.events.message(msgType, message),
      rejected: (refSeqNum, text) => this.events.rejected(refSeqNum, text),
      stopped: (error) => {
        ended = error ? `session ended: ${error.message}` : 'logged out';
        this.current = null;
      },
    };
    const store: SessionStoreHooks = {
      floors: () => this.sequences.floors(),
      opened: async (opened) => {
        this.store = opened;
        await this.sequences.opened(opened);
      },
    };
    const launcher = new Launcher(this.settings, this.logs, store, (config) => {
      this.current = new LpSession(config, sessionEvents, this.sessionLog);
      return this.current;
    });
    try {
      await launcher.run();
    } catch (error) {
      ended = `session ended: ${error instanceof Error ? error.message : String(error)}`;
    }
    this.current = null;
    return ended;
  }
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

import fs from 'node:fs';
import path from 'node:path';
import type { Clock } from '../../../lib/clock.ts';

const MESSAGE_NAMES: Record<string, string> = {
  '0': 'Heartbeat',
  '1': 'TestRequest',
  '2': 'ResendRequest',
  '3': 'Reject',
  '4': 'SequenceReset',
  '5': 'Logout',
  A: 'Logon',
  D: 'NewOrderSingle',
  '8': 'ExecutionReport',
  H: 'OrderStatusRequest',
  j: 'BusinessMessageReject',
};

export const messageName = (msgType: string): string => MESSAGE_NAMES[msgType] ?? `MsgType ${msgType}`;

/**
 * The session's log for a broker's support desk: one line per message in or out (named, then the
 * tag=value text with `|` between fields) and per session event, appended to
 * `DATA_DIR/fix/<BeginString>-<Sender>-<Target>.log`. The password never reaches it.
 */
export class SessionLog {
  private readonly stream: fs.WriteStream;
  private corked = false;

  constructor(
    readonly file: string,
    private readonly clock: Clock,
    private readonly secret: string | undefined,
  ) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    this.stream = fs.createWriteStream(file, { flags: 'a' });
  }

  message(direction: 'IN' | 'OUT', msgType: string, text: string): void {
    const shown = this.secret ? text.split(`554=${this.secret}|`).join('554=*****|') : text;
    this.write(`${direction.padEnd(5)} ${messageName(msgType).padEnd(20)} ${shown}`);
  }

  event(text: string): void {
    this.write(`EVENT ${text}`);
  }

  /** Lines of one event-loop turn go out as one write (a burst of orders is one system call, not one per line). */
  private write(line: string): void {
    if (!this.corked) {
      this.corked = true;
      this.stream.cork();
      process.nextTick(() => {
        this.corked = false;
        this.stream.uncork();
      });
    }
    this.stream.write(`${new Date(this.clock.now()).toISOString()} ${line}\n`);
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.stream.end(resolve));
  }
}

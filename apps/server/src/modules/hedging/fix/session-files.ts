import fs from 'node:fs';
import { FileSessionStore, FileSessionStreamProvider, type IFixSessionStoreFactory, type SessionId } from 'jspurefix';

/**
 * jspurefix's file store (QuickFIX's layout), with the sequence-number file and the index kept open:
 * its own opens, writes and closes both files for every message in and out, which was a tenth of
 * the covering path's CPU. Same files, same contents, written as synchronously as the body.
 */
class OpenFiles extends FileSessionStreamProvider {
  private readonly indexPath: string;
  private readonly sequencePath: string;
  private headerFd: number | null = null;
  private seqNumsFd: number | null = null;
  private seqNumsLength = -1;

  constructor(sessionId: SessionId, directory: string) {
    super(sessionId, directory);
    this.indexPath = sessionId.getFilePath(directory, 'header');
    this.sequencePath = sessionId.getFilePath(directory, 'seqnums');
  }

  override appendHeaderLine(line: string): Promise<void> {
    this.headerFd ??= fs.openSync(this.indexPath, 'a');
    fs.writeSync(this.headerFd, `${line}\n`);
    return Promise.resolve();
  }

  override writeSeqNums(content: string): Promise<void> {
    this.seqNumsFd ??= fs.openSync(this.sequencePath, fs.existsSync(this.sequencePath) ? 'r+' : 'w+');
    // Always the same width (two padded numbers), so writing over the start replaces it whole; the
    // file is cut only when the width differs from the last write (the first, or another store's file).
    const length = Buffer.byteLength(content);
    fs.writeSync(this.seqNumsFd, content, 0);
    if (length !== this.seqNumsLength) fs.ftruncateSync(this.seqNumsFd, (this.seqNumsLength = length));
    return Promise.resolve();
  }

  override async reset(): Promise<void> {
    this.closeOwn();
    await super.reset();
  }

  override async dispose(): Promise<void> {
    this.closeOwn();
    await super.dispose();
  }

  private closeOwn(): void {
    if (this.headerFd !== null) fs.closeSync(this.headerFd);
    if (this.seqNumsFd !== null) fs.closeSync(this.seqNumsFd);
    this.headerFd = this.seqNumsFd = null;
    this.seqNumsLength = -1;
  }
}

/** The next MsgSeqNum out and the next one expected in. */
export interface SequenceNumbers {
  nextSender: number;
  nextTarget: number;
}

export interface SessionStoreHooks {
  /** Where the numbers must start at least (what the cluster's last holder recorded): a store behind them moves up. */
  floors(): SequenceNumbers;
  /** Before the Logon goes out, with the numbers it will use; a throw fails this connection attempt. */
  opened(store: SessionSequences): Promise<void>;
}

/** The live numbers of the session's store. */
export interface SessionSequences {
  readonly senderSeqNum: number;
  readonly targetSeqNum: number;
}

/**
 * The file store, raised to the cluster's floors when it opens: an instance taking the session over
 * from another has no files of its own (or older ones), and a number the LP has seen must never be
 * sent again. A number higher than the LP expects is safe: it asks for the gap and gets a gap fill.
 */
class FloorStore extends FileSessionStore {
  constructor(
    sessionId: SessionId,
    directory: string,
    private readonly hooks: SessionStoreHooks,
  ) {
    super(sessionId, new OpenFiles(sessionId, directory), true);
  }

  override async initialize(): Promise<void> {
    await super.initialize();
    const floors = this.hooks.floors();
    if (this.senderSeqNum < floors.nextSender) await this.setSenderSeqNum(floors.nextSender);
    if (this.targetSeqNum < floors.nextTarget) await this.setTargetSeqNum(floors.nextTarget);
    await this.hooks.opened(this);
  }
}

export const sessionFiles = (directory: string, hooks: SessionStoreHooks): IFixSessionStoreFactory => ({
  create: (sessionId) => new FloorStore(sessionId, directory, hooks),
});

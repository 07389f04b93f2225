import 'reflect-metadata';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AsciiSession, EmptyLogFactory, SessionLauncher, type IJsFixConfig, type ISessionDescription, type MsgView } from 'jspurefix';
import { until } from '../helpers/until.ts';

/** How the test LP answers a NewOrderSingle. `hold` answers nothing until `release`. */
export type OrderAnswer = 'fill' | 'reject' | 'partial' | 'hold';

interface Order {
  clOrdId: string;
  symbol: string;
  side: string;
  qty: number;
  price: number;
}

/**
 * A liquidity provider of our own (a jspurefix acceptor) for what QuickFIX's executor does not do:
 * rejects, partial fills, slow fills, refused logons and a gap in its sequence numbers. Its
 * sequence numbers live in a file store, as a real LP's do, so a reconnect resumes them.
 */
export function testLp(port: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-lp-'));
  const behaviour = { logon: 'accept' as 'accept' | 'refuse', answer: 'fill' as OrderAnswer, skipSequence: false };
  const received: Order[] = [];
  const held: Order[] = [];
  const filled = new Map<string, Order>();
  let session: LpSide | null = null;
  let execId = 0;
  let logons = 0;
  let connections = 0;

  const report = (order: Order, fields: Record<string, unknown>) => ({
    OrderID: `LP-${order.clOrdId.slice(-8)}`,
    ClOrdID: order.clOrdId,
    ExecID: `E${++execId}`,
    Instrument: { Symbol: order.symbol },
    Side: order.side,
    OrderQtyData: { OrderQty: order.qty },
    LeavesQty: 0,
    ...fields,
  });
  const fill = (order: Order) => {
    filled.set(order.clOrdId, order);
    return report(order, { ExecType: 'F', OrdStatus: '2', LastQty: order.qty, LastPx: order.price, CumQty: order.qty, AvgPx: order.price });
  };

  class LpSide extends AsciiSession {
    constructor(config: IJsFixConfig) {
      super(config);
      connections++;
      this.on('error', () => undefined);
    }
    reply(body: Record<string, unknown>): void {
      if (behaviour.skipSequence) {
        behaviour.skipSequence = false;
        (this.transport?.transmitter as unknown as { msgSeqNum: number }).msgSeqNum++;
      }
      this.send('8', body);
    }
    drop(): void {
      this.requestStop('test LP drops the connection');
    }
    protected onApplicationMsg(msgType: string, view: MsgView): void {
      const message = view.toObject() as Record<string, any>;
      if (msgType === 'H') {
        const order = filled.get(message.ClOrdID);
        this.reply(
          order
            ? report(order, { ExecType: 'I', OrdStatus: '2', LastQty: 0, CumQty: order.qty, AvgPx: order.price })
            : {
                ...report({ clOrdId: message.ClOrdID, symbol: message.Instrument.Symbol, side: message.Side, qty: 0, price: 0 }, {}),
                ExecType: 'I',
                OrdStatus: '8',
                OrdRejReason: '5',
                CumQty: 0,
                AvgPx: 0,
                Text: 'unknown order',
              },
        );
        return;
      }
      if (msgType !== 'D') return;
      const order: Order = {
        clOrdId: message.ClOrdID,
        symbol: message.Instrument.Symbol,
        side: message.Side,
        qty: message.OrderQtyData.OrderQty,
        price: message.Price,
      };
      received.push(order);
      if (behaviour.answer === 'fill') this.reply(fill(order));
      else if (behaviour.answer === 'reject')
        this.reply(report(order, { ExecType: '8', OrdStatus: '8', CumQty: 0, AvgPx: 0, Text: 'no liquidity' }));
      else if (behaviour.answer === 'partial') {
        const half = order.qty / 2;
        this.reply(
          report(order, {
            ExecType: 'F',
            OrdStatus: '1',
            LastQty: half,
            LastPx: order.price,
            CumQty: half,
            AvgPx: order.price,
            LeavesQty: half,
          }),
        );
        this.reply(report(order, { ExecType: '4', OrdStatus: '4', CumQty: half, AvgPx: order.price, Text: 'rest cancelled (IOC)' }));
      } else held.push(order);
    }
    protected onLogon(): boolean {
      logons++;
      return behaviour.logon === 'accept';
    }
    protected onReady(): void {
      // eslint-disable-next-line @typescript-eslint/no-this-alias -- the LP's one live session, for the test to drive
      session = this;
    }
    protected onStopped(): void {
      if (session === this) session = null;
    }
    protected onDecoded(): void {}
    protected onEncoded(): void {}
  }

  const description = {
    application: { type: 'acceptor', name: 'test-lp', tcp: { host: '127.0.0.1', port }, protocol: 'ascii', dictionary: 'qf44' },
    BeginString: 'FIX.4.4',
    SenderCompId: 'TESTLP',
    TargetCompID: 'BROKER',
    HeartBtInt: 30,
    ResetSeqNumFlag: false,
    store: { type: 'file', directory: dir },
  } as unknown as ISessionDescription;

  class Launcher extends SessionLauncher {
    constructor() {
      super(null, description, new EmptyLogFactory());
    }
    protected override makeFactory() {
      return { makeSession: (config: IJsFixConfig) => new LpSide(config) };
    }
  }
  const launcher = new Launcher();
  const running = launcher.run().catch(() => undefined);

  return {
    behaviour,
    received,
    logons: () => logons,
    /** Connections accepted, logged on or not (a Logon with a sequence number it has seen is dropped unanswered). */
    connections: () => connections,
    connected: () => session !== null,
    /** Fills every held order (as the LP would have meanwhile); answers them now when `answer` is set. */
    release(answerNow: boolean): void {
      for (const order of held.splice(0)) {
        const body = fill(order);
        if (answerNow) session?.reply(body);
      }
    },
    drop: () => session?.drop(),
    whenConnected: () => until(() => session !== null, 15_000),
    async stop(): Promise<void> {
      session?.drop();
      launcher.stop();
      await running;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

// Child: N websocket clients of one server. They speak plain `ws`; for Socket.IO the minimal
// Engine.IO v4 exchange (open, namespace connect, pong) so both sides pay the same client cost.
import WebSocket from 'ws';
import { HISTOGRAM_MS, type ClientReport, type ToChild } from './protocol.ts';

const [kind, port, countText, offsetText] = process.argv.slice(2) as ['socketio' | 'socketio-batch' | 'raw', string, string, string];
const count = Number(countText);
const offsetMs = Number(offsetText);
const url = kind !== 'raw' ? `ws://127.0.0.1:${port}/socket.io/?EIO=4&transport=websocket` : `ws://127.0.0.1:${port}`;

const histogram = new Array<number>(HISTOGRAM_MS + 1).fill(0);
let received = 0;
let counting = false;
const sockets: WebSocket[] = [];

function record(tick: { time: number }) {
  if (!counting) return;
  received++;
  const latency = Math.max(0, Math.round(Date.now() + offsetMs - tick.time));
  histogram[Math.min(latency, HISTOGRAM_MS)]!++;
}

function open(): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { perMessageDeflate: false });
    sockets.push(socket);
    socket.on('error', reject);
    socket.on('message', (data) => {
      const text = (Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data)).toString('utf8');
      if (kind === 'raw') {
        const message = JSON.parse(text) as { time: number } | Array<{ time: number }>;
        return Array.isArray(message) ? message.forEach(record) : record(message);
      }
      // 42["tick",{…}]: one tick per event (the spec's form); 42["ticks",[…]]: one event per flush (asked for in the handshake).
      if (text.startsWith('42["ticks"')) return (JSON.parse(text.slice(2)) as [string, Array<{ time: number }>])[1].forEach(record);
      if (text.startsWith('42')) return record((JSON.parse(text.slice(2)) as [string, { time: number }])[1]);
      if (text === '2') return socket.send('3');
      if (text.startsWith('0')) return socket.send(kind === 'socketio-batch' ? '40{"ticks":"batch"}' : '40');
      if (text.startsWith('40')) resolve();
    });
    if (kind === 'raw') socket.on('open', () => resolve());
  });
}

for (let i = 0; i < count; i += 50) await Promise.all(Array.from({ length: Math.min(50, count - i) }, open));

process.on('message', (message: ToChild) => {
  if (message.type === 'start') {
    received = 0;
    histogram.fill(0);
    counting = true;
  } else if (message.type === 'stop') {
    counting = false;
    const report: ClientReport = {
      type: 'report',
      connected: sockets.filter((s) => s.readyState === WebSocket.OPEN).length,
      received,
      histogram,
    };
    process.send!(report);
  } else if (message.type === 'pause') {
    // Stop reading: the socket stays open but nothing is taken from the kernel any more.
    const paused = sockets.slice(0, Math.round(sockets.length * message.share));
    for (const socket of paused) (socket as unknown as { _socket: { pause(): void } })._socket.pause();
    process.send!({ type: 'paused', count: paused.length });
  } else if (message.type === 'exit') {
    for (const socket of sockets) socket.terminate();
    process.exit(0);
  }
});
process.send!({ type: 'ready', connected: sockets.length });

import type { ServerStats, ToChild } from './protocol.ts';

interface ServerChild {
  /** Ticks the feed produced so far. */
  generated: () => number;
  /** Sockets with bytes waiting in the process, and those bytes. */
  backlog: () => Pick<ServerStats, 'backlogged' | 'bufferedBytes'>;
  /** Stops the feed and closes every socket. */
  close: () => Promise<void>;
}

/** A fan-out server child's side of the IPC: CPU and memory readings on `stats`, a clean exit on `exit`. */
export function answerParent(server: ServerChild): void {
  process.on('message', (message: ToChild) => {
    if (message.type === 'stats') {
      const cpu = process.cpuUsage();
      // For memory readings, live memory only: collect garbage first (after the CPU reading).
      if (message.gc) globalThis.gc?.();
      const memory = process.memoryUsage();
      const stats: ServerStats = {
        type: 'stats',
        cpuMicros: cpu.user + cpu.system,
        generated: server.generated(),
        rss: memory.rss,
        heapUsed: memory.heapUsed,
        external: memory.external + memory.arrayBuffers,
        ...server.backlog(),
      };
      process.send!(stats);
    } else if (message.type === 'exit') {
      void server.close().then(() => process.exit(0));
    }
  });
}

import type { Server as SocketServer } from 'socket.io';
import type { AppContext } from './app-context.ts';

/**
 * Long-lived parts shared by routes and the socket (market feed, engine, …). Each module that
 * owns one adds it here; `stop` undoes them in reverse order at shutdown.
 */
export interface Services {
  /** Called once the socket server exists, so services can broadcast on it. */
  attachSocket?(io: SocketServer): void;
  stop(): Promise<void>;
}

export async function startServices(_ctx: AppContext, _options: { startBackground: boolean }): Promise<Services> {
  const stoppers: Array<() => Promise<void> | void> = [];
  return {
    async stop() {
      for (const stop of stoppers.reverse()) await stop();
    },
  };
}

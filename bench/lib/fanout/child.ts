import { fork, type ChildProcess } from 'node:child_process';
import type { ToChild } from './protocol.ts';

/** A benchmark child process (TypeScript through tsx) with request/answer over IPC. */
export class Child {
  private readonly process: ChildProcess;

  constructor(script: string, args: string[], env: Record<string, string> = {}) {
    this.process = fork(script, args, {
      execArgv: ['--import', 'tsx', '--expose-gc'],
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
  }

  get pid(): number {
    return this.process.pid!;
  }

  /** Sends a message and waits for the first answer of `answerType`. */
  ask<T>(message: ToChild | null, answerType: string, timeoutMs = 60_000): Promise<T> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`child ${this.pid} did not answer ${answerType}`)), timeoutMs);
      const onMessage = (answer: { type: string }) => {
        if (answer.type !== answerType) return;
        clearTimeout(timer);
        this.process.off('message', onMessage);
        resolve(answer as T);
      };
      this.process.on('message', onMessage);
      if (message) this.process.send(message);
    });
  }

  send(message: ToChild): void {
    this.process.send(message);
  }

  async stop(): Promise<void> {
    if (this.process.exitCode !== null) return;
    const exited = new Promise((resolve) => this.process.once('exit', resolve));
    this.process.send({ type: 'exit' });
    const force = setTimeout(() => this.process.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(force);
  }
}

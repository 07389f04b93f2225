import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { until } from './until.ts';

const EXAMPLE = '/usr/share/doc/libquickfix-doc/examples/executor/C++';
const CACHE = path.resolve(import.meta.dirname, '../../../../.tmp/quickfix');
const BINARY = path.join(CACHE, 'executor');

/** QuickFIX's headers and example are installed (Debian's libquickfix-dev and libquickfix-doc; .ci/run installs them). */
export const quickfixAvailable = fs.existsSync('/usr/include/quickfix/Session.h') && fs.existsSync(EXAMPLE);

/**
 * QuickFIX's C++ `executor` example (an acceptor that fills every limit order at its price),
 * built once with g++ and cached under .tmp/quickfix.
 */
export function executorBinary(): string {
  if (fs.existsSync(BINARY)) return BINARY;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'qf-executor-'));
  fs.writeFileSync(path.join(work, 'Application.cpp'), zlib.gunzipSync(fs.readFileSync(path.join(EXAMPLE, 'Application.cpp.gz'))));
  fs.copyFileSync(path.join(EXAMPLE, 'Application.h'), path.join(work, 'Application.h'));
  fs.copyFileSync(path.join(EXAMPLE, 'executor.cpp'), path.join(work, 'executor.cpp'));
  fs.writeFileSync(path.join(work, 'config.h'), '');
  fs.mkdirSync(CACHE, { recursive: true });
  const built = path.join(work, 'executor');
  execFileSync('g++', ['-std=c++14', '-O1', '-w', '-I', work, '-o', built, 'executor.cpp', 'Application.cpp', '-lquickfix', '-lpthread'], {
    cwd: work,
  });
  fs.renameSync(built, BINARY);
  fs.rmSync(work, { recursive: true, force: true });
  return BINARY;
}

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/** One executor on its own port and store (its sequence numbers survive `kill` and `start`). */
export function quickfixExecutor(port: number, ids: { ours: string; theirs: string }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qf-run-'));
  const settings = path.join(dir, 'executor.cfg');
  fs.writeFileSync(
    settings,
    [
      '[DEFAULT]',
      'ConnectionType=acceptor',
      `FileStorePath=${path.join(dir, 'store')}`,
      'StartTime=00:00:00',
      'EndTime=00:00:00',
      'UseDataDictionary=N',
      `SocketAcceptPort=${port}`,
      'SocketReuseAddress=Y',
      '[SESSION]',
      'BeginString=FIX.4.4',
      `SenderCompID=${ids.theirs}`,
      `TargetCompID=${ids.ours}`,
      'HeartBtInt=30',
      '',
    ].join('\n'),
  );
  let child: ChildProcess | null = null;
  return {
    async start(): Promise<void> {
      child = spawn(executorBinary(), [settings], { stdio: 'ignore' });
      await until(() => answers(port), 10_000);
    },
    /** kill -9: the session drops without a Logout. */
    async kill(): Promise<void> {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await exited;
    },
    async stop(): Promise<void> {
      await this.kill();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

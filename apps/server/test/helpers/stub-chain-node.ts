import http from 'node:http';
import { freePort } from './private-redis.ts';

/**
 * A node's HTTP API answered from recorded fixtures: the test sets what each request gets
 * (`answer(method, path, body)`), and every request is counted, so a test waits for the watcher's
 * calls instead of for time. No network beyond 127.0.0.1.
 */
export async function startStubNode(answer: (method: string, path: string, body: unknown) => unknown) {
  const port = await freePort();
  let requests = 0;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests++;
      const text = Buffer.concat(chunks).toString();
      const body: unknown = text ? JSON.parse(text) : undefined;
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(answer(request.method ?? 'GET', request.url ?? '/', body)));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    requests: () => requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

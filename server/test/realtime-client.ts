import type { RealtimeServerMessage } from '@atrium/contracts';
import WebSocket from 'ws';

/**
 * A realtime client for tests and the bench: a real WebSocket to /api/realtime that records what it receives
 * and can wait for a message or the close.
 */
export function realtimeSocket(base: string) {
  const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/api/realtime`);
  const received: RealtimeServerMessage[] = [];
  const waiters = new Set<() => void>();
  let closed: { code: number; reason: string } | null = null;
  ws.on('message', (raw) => {
    received.push(JSON.parse(String(raw)) as RealtimeServerMessage);
    for (const wake of waiters) wake();
  });
  ws.on('close', (code, reason) => {
    closed = { code, reason: String(reason) };
    for (const wake of waiters) wake();
  });
  ws.on('error', () => {});
  const opened = new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });

  /** Resolves once `check` holds (checked on every message and on close), or rejects after `timeoutMs`. */
  const until = <T>(check: () => T | undefined | false, timeoutMs = 5_000, what = 'a message') =>
    new Promise<T>((resolve, reject) => {
      const test = () => {
        const result = check();
        if (result) {
          waiters.delete(test);
          clearTimeout(timer);
          resolve(result);
        }
      };
      const timer = setTimeout(() => {
        waiters.delete(test);
        reject(
          new Error(
            `timed out waiting for ${what}; got ${JSON.stringify(received)} closed=${JSON.stringify(closed)}`,
          ),
        );
      }, timeoutMs);
      waiters.add(test);
      test();
    });

  return {
    ws,
    received,
    async send(message: unknown) {
      await opened;
      ws.send(typeof message === 'string' ? message : JSON.stringify(message));
    },
    /** Authenticates and waits for `ready`. */
    async auth(token: string, after?: number | null) {
      await this.send({ type: 'auth', token, ...(after !== undefined ? { after } : {}) });
      return until(
        () => received.find((m) => m.type === 'ready') as Extract<RealtimeServerMessage, { type: 'ready' }>,
        5_000,
        'ready',
      );
    },
    /** The events received so far. */
    events: () => received.flatMap((m) => (m.type === 'event' ? [m] : [])),
    waitFor: <M extends RealtimeServerMessage>(
      match: (m: RealtimeServerMessage) => boolean,
      timeoutMs?: number,
    ) => until(() => received.find(match) as M | undefined, timeoutMs, 'a matching message'),
    closed: (timeoutMs?: number) => until(() => closed ?? undefined, timeoutMs, 'the close'),
    close: () => ws.close(),
  };
}

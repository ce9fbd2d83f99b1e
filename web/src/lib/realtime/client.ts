import type {
  RealtimeClientMessage,
  RealtimeEvent,
  RealtimeServerMessage,
  SessionEndReason,
} from '@atrium/contracts';
import { REALTIME_CLOSE } from '@atrium/contracts/realtime';

export type RealtimeStatus = 'connecting' | 'open' | 'reconnecting' | 'stopped';

type Signal = Extract<RealtimeServerMessage, { type: 'typing' | 'presence' }>;

export type RealtimeOptions = {
  url: string;
  /** The current ID token; `force` asks the identity service for a new one (the server refused the last). */
  getToken: (force: boolean) => Promise<string | null>;
  /** The server ended the session (blocked, deleted, signed out everywhere) or no token is accepted: sign out. */
  onSessionEnded: (reason: SessionEndReason) => void;
  /** For tests: the WebSocket class, the clock's timers and randomness. */
  WebSocketImpl?: typeof WebSocket;
  random?: () => number;
};

/** Reconnect delays: capped exponential backoff with full jitter (a restarted server is not stampeded). */
export const BACKOFF = { firstMs: 500, maxMs: 30_000 };
export const backoffDelay = (attempt: number, random = Math.random) =>
  Math.round(random() * Math.min(BACKOFF.maxMs, BACKOFF.firstMs * 2 ** attempt));

/** Event ids remembered to drop the copies a catch-up may send again (its look-back). */
const SEEN_MAX = 2_000;
/** A token is sent again this long before it expires (Firebase hands out a new one within 5 minutes of it). */
const REAUTH_BEFORE_MS = 4 * 60_000;

const expiryOf = (token: string) => {
  try {
    return (
      (JSON.parse(atob(token.split('.')[1]?.replace(/-/g, '+').replace(/_/g, '/') ?? '')).exp ?? 0) * 1000
    );
  } catch {
    return 0;
  }
};

/**
 * One WebSocket per tab to /api/realtime: authenticates with the ID token in its first message, re-sends the
 * token before it expires, reconnects with backoff and catches up from the last event id it saw, handing each
 * event to the listeners once.
 */
export function createRealtimeClient(options: RealtimeOptions) {
  const WS = options.WebSocketImpl ?? WebSocket;
  const random = options.random ?? Math.random;
  const eventListeners = new Set<(event: RealtimeEvent) => void>();
  const signalListeners = new Set<(signal: Signal) => void>();
  const statusListeners = new Set<(status: RealtimeStatus) => void>();
  const resetListeners = new Set<() => void>();
  const seen = new Set<number>();
  let status: RealtimeStatus = 'stopped';
  let socket: WebSocket | null = null;
  let lastEventId: number | null = null;
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let reauthTimer: ReturnType<typeof setTimeout> | undefined;
  /** The server refused the token: the next connection forces a new one; refused twice in a row signs out. */
  let refusedTokens = 0;

  const setStatus = (next: RealtimeStatus) => {
    if (status === next) return;
    status = next;
    for (const listener of statusListeners) listener(next);
  };

  const send = (message: RealtimeClientMessage) => {
    if (socket?.readyState === WS.OPEN) socket.send(JSON.stringify(message));
  };

  const scheduleReauth = (token: string) => {
    clearTimeout(reauthTimer);
    const wait = expiryOf(token) - Date.now() - REAUTH_BEFORE_MS;
    reauthTimer = setTimeout(
      async () => {
        const fresh = await options.getToken(false).catch(() => null);
        if (fresh && fresh !== token) {
          send({ type: 'auth', token: fresh });
          scheduleReauth(fresh);
        } else if (status === 'open') {
          // Firebase gave the same token: ask again shortly, forcing a refresh.
          const forced = await options.getToken(true).catch(() => null);
          if (forced) {
            send({ type: 'auth', token: forced });
            scheduleReauth(forced);
          }
        }
      },
      Math.max(wait, 10_000),
    );
  };

  function accept(event: RealtimeEvent) {
    if (seen.has(event.id)) return;
    seen.add(event.id);
    if (seen.size > SEEN_MAX) seen.delete(seen.values().next().value as number);
    if (lastEventId === null || event.id > lastEventId) lastEventId = event.id;
    for (const listener of eventListeners) listener(event);
  }

  function retry() {
    if (status === 'stopped') return;
    setStatus('reconnecting');
    clearTimeout(retryTimer);
    retryTimer = setTimeout(connect, backoffDelay(attempt++, random));
  }

  async function connect() {
    if (status === 'stopped') return;
    const token = await options.getToken(refusedTokens > 0).catch(() => null);
    // Stopped while the token was on its way (signed out).
    if ((status as RealtimeStatus) === 'stopped') return;
    if (!token) return retry();
    const ws = new WS(options.url);
    socket = ws;
    ws.onopen = () => ws.send(JSON.stringify({ type: 'auth', token, after: lastEventId }));
    ws.onmessage = (message) => {
      let data: RealtimeServerMessage;
      try {
        data = JSON.parse(String(message.data)) as RealtimeServerMessage;
      } catch {
        return;
      }
      if (data.type === 'ready') {
        attempt = 0;
        refusedTokens = 0;
        if (lastEventId === null) lastEventId = data.lastEventId;
        scheduleReauth(token);
        setStatus('open');
      } else if (data.type === 'event') {
        accept(data);
      } else if (data.type === 'reset') {
        lastEventId = data.lastEventId;
        for (const listener of resetListeners) listener();
      } else {
        for (const listener of signalListeners) listener(data);
      }
    };
    ws.onclose = (close) => {
      if (socket !== ws) return;
      socket = null;
      clearTimeout(reauthTimer);
      if (status === 'stopped') return;
      if (close.code === REALTIME_CLOSE.sessionEnded) {
        setStatus('stopped');
        options.onSessionEnded(close.reason === 'blocked' ? 'blocked' : 'revoked');
        return;
      }
      if (close.code === REALTIME_CLOSE.unauthenticated) {
        if (++refusedTokens > 2) {
          setStatus('stopped');
          options.onSessionEnded('expired');
          return;
        }
        // A new token, at once: the session itself may be fine.
        attempt = 0;
      }
      retry();
    };
  }

  return {
    start() {
      if (status !== 'stopped') return;
      setStatus('connecting');
      void connect();
    },
    stop() {
      setStatus('stopped');
      clearTimeout(retryTimer);
      clearTimeout(reauthTimer);
      const ws = socket;
      socket = null;
      ws?.close(1000, 'signed out');
      lastEventId = null;
      seen.clear();
    },
    /** Connect again now (the browser came back online): no need to wait out the backoff. */
    nudge() {
      if (status === 'reconnecting') {
        clearTimeout(retryTimer);
        attempt = 0;
        void connect();
      }
    },
    send,
    status: () => status,
    onEvent(listener: (event: RealtimeEvent) => void) {
      eventListeners.add(listener);
      return () => void eventListeners.delete(listener);
    },
    onSignal(listener: (signal: Signal) => void) {
      signalListeners.add(listener);
      return () => void signalListeners.delete(listener);
    },
    onStatus(listener: (status: RealtimeStatus) => void) {
      statusListeners.add(listener);
      return () => void statusListeners.delete(listener);
    },
    /** Too much was missed to catch up by events: reload what is shown. */
    onReset(listener: () => void) {
      resetListeners.add(listener);
      return () => void resetListeners.delete(listener);
    },
  };
}

export type RealtimeClient = ReturnType<typeof createRealtimeClient>;

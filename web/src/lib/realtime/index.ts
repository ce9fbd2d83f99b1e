import type {
  RealtimeClientMessage,
  RealtimeEvent,
  RealtimeEventKind,
  SessionEndReason,
} from '@atrium/contracts';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { createRealtimeClient, type RealtimeClient, type RealtimeStatus } from './client';

export type { RealtimeStatus } from './client';

type Signal = Parameters<Parameters<RealtimeClient['onSignal']>[0]>[0];

/**
 * The tab's realtime channel, shared by every feature (chat, notifications, later mail and boards). Started by
 * the signed-in shell, stopped at sign-out. Listeners subscribe here, whether or not a socket exists yet, so a
 * screen can subscribe before the shell has started the channel (and tests can feed the same listeners).
 */
const events = new Set<(event: RealtimeEvent) => void>();
const signals = new Set<(signal: Signal) => void>();
const resets = new Set<() => void>();
const statuses = new Set<() => void>();
let client: RealtimeClient | null = null;
let status: RealtimeStatus = 'stopped';

const setStatus = (next: RealtimeStatus) => {
  status = next;
  for (const listener of statuses) listener();
};

export const realtimeUrl = () =>
  `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/api/realtime`;

export function startRealtime(options: {
  getToken: (force: boolean) => Promise<string | null>;
  onSessionEnded: (reason: SessionEndReason) => void;
}) {
  if (client) return;
  client = createRealtimeClient({ url: realtimeUrl(), ...options });
  client.onEvent((event) => {
    for (const listener of events) listener(event);
  });
  client.onSignal((signal) => {
    for (const listener of signals) listener(signal);
  });
  client.onReset(() => {
    for (const listener of resets) listener();
  });
  client.onStatus(setStatus);
  client.start();
  window.addEventListener('online', nudge);
}

const nudge = () => client?.nudge();

export function stopRealtime() {
  window.removeEventListener('online', nudge);
  client?.stop();
  client = null;
  setStatus('stopped');
}

/** Sends when the channel is open; dropped otherwise (typing signals are worth nothing late). */
export const sendRealtime = (message: RealtimeClientMessage) => client?.send(message);

/** Listeners outside React (the shell's own data). */
export function subscribeRealtime(listeners: { event?: (event: RealtimeEvent) => void; reset?: () => void }) {
  const { event, reset } = listeners;
  if (event) events.add(event);
  if (reset) resets.add(reset);
  return () => {
    if (event) events.delete(event);
    if (reset) resets.delete(reset);
  };
}

/** Hands the listeners an event as if it came from the server (tests of screens that react to events). */
export const deliverRealtimeEvent = (event: RealtimeEvent) => {
  for (const listener of events) listener(event);
};
export const deliverRealtimeSignal = (signal: Signal) => {
  for (const listener of signals) listener(signal);
};

/** Calls `handle` with each event of `kinds` (all kinds when empty) while the component is mounted. */
export function useRealtimeEvent(kinds: RealtimeEventKind[], handle: (event: RealtimeEvent) => void) {
  const latest = useRef(handle);
  latest.current = handle;
  const key = kinds.join(',');
  useEffect(() => {
    const wanted = new Set(key ? key.split(',') : []);
    const listener = (event: RealtimeEvent) => {
      if (!wanted.size || wanted.has(event.kind)) latest.current(event);
    };
    events.add(listener);
    return () => void events.delete(listener);
  }, [key]);
}

/** Typing and presence signals while mounted. */
export function useRealtimeSignal(handle: (signal: Signal) => void) {
  const latest = useRef(handle);
  latest.current = handle;
  useEffect(() => {
    const listener = (signal: Signal) => latest.current(signal);
    signals.add(listener);
    return () => void signals.delete(listener);
  }, []);
}

/** The channel could not catch up by events (away too long): reload what the component shows. */
export function useRealtimeReset(handle: () => void) {
  const latest = useRef(handle);
  latest.current = handle;
  useEffect(() => {
    const listener = () => latest.current();
    resets.add(listener);
    return () => void resets.delete(listener);
  }, []);
}

const subscribeStatus = (listener: () => void) => {
  statuses.add(listener);
  return () => void statuses.delete(listener);
};
const currentStatus = () => status;
/** The channel's state; rendered ahead of time (the prerendered shell), the initial one. */
export const useRealtimeStatus = () => useSyncExternalStore(subscribeStatus, currentStatus, currentStatus);

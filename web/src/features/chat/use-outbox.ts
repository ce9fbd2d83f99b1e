import { useEffect, useSyncExternalStore } from 'react';
import { useStore } from 'react-redux';
import { apiErrorOf } from '../../lib/api';
import { useRealtimeStatus } from '../../lib/realtime';
import { chatApi } from './api';
import { storeMessage } from './cache';
import { type Outbox, type OutboxEntry, outboxFor } from './outbox';
import { useChatDispatch, useMyUid } from './sync';

const NONE: OutboxEntry[] = [];
const noSubscription = () => () => {};

/** A failure worth retrying by itself: no answer, the server's own trouble, or too many requests. */
export function retryable(error: unknown): boolean {
  const { status } = apiErrorOf(error);
  return (
    status === 'network' || status === 408 || status === 429 || (typeof status === 'number' && status >= 500)
  );
}

/**
 * The member's outbox, connected to the API: sends what it holds, retries what failed for lack of a connection
 * when the browser is back online or the realtime channel reopens, and puts every accepted message in the cache.
 */
export function useOutbox(): { outbox: Outbox | null; entries: OutboxEntry[] } {
  const uid = useMyUid();
  const dispatch = useChatDispatch();
  const store = useStore();
  const outbox = uid ? outboxFor(uid) : null;
  const entries = useSyncExternalStore(
    outbox?.subscribe ?? noSubscription,
    outbox?.getSnapshot ?? (() => NONE),
  );
  const live = useRealtimeStatus() === 'open';

  useEffect(() => {
    if (!outbox) return;
    outbox.setTransport({
      upload: (file) => dispatch(chatApi.endpoints.uploadAttachment.initiate(file)).unwrap(),
      send: (conversationId, body) =>
        dispatch(chatApi.endpoints.sendMessage.initiate({ conversationId, body })).unwrap(),
      retryable,
      errorCode: (error) => apiErrorOf(error).code,
      onSent: (message) => storeMessage(dispatch, store.getState, message, { myUid: uid, openId: null }),
    });
    // What a previous page (or a lost connection) left unsent goes now.
    outbox.retryAll();
  }, [outbox, dispatch, store, uid]);

  useEffect(() => {
    if (!outbox) return;
    const retry = () => outbox.retryAll();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [outbox]);

  useEffect(() => {
    if (live) outbox?.retryAll();
  }, [live, outbox]);

  return { outbox, entries };
}

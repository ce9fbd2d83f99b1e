import { useStore } from 'react-redux';
import { useGetMeQuery } from '../../lib/access';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { useRealtimeEvent, useRealtimeReset } from '../../lib/realtime';
import type { MailDispatch } from './api';
import { applyMailEvent, reloadMail } from './cache';

/** The signed-in member's uid (the session's member record; Firebase's user until it has loaded). */
export function useMyUid(): string | undefined {
  const { data: me } = useGetMeQuery();
  const firebaseUid = useAppSelector((s) => s.user.current?.uid);
  return me?.uid ?? firebaseUid;
}

/** The store's dispatch, typed for the API's cache thunks. */
export const useMailDispatch = () => useAppDispatch() as unknown as MailDispatch;

/** Applies the mail's realtime events to the cache while the mail screen is open. */
export function useMailSync() {
  const dispatch = useMailDispatch();
  const store = useStore();
  useRealtimeEvent(['mail.message', 'mail.changed'], (event) =>
    applyMailEvent(dispatch, store.getState, event),
  );
  useRealtimeReset(() => reloadMail(dispatch));
}

import { useEffect, useRef } from 'react';
import { useStore } from 'react-redux';
import { useLocation } from 'react-router';
import { useGetMeQuery } from '../../lib/access';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { useRealtimeEvent, useRealtimeReset, useRealtimeSignal } from '../../lib/realtime';
import { openConversationIdOf } from './address';
import {
  type ApplyContext,
  applyChatEvent,
  applyPresenceSignal,
  type ChatDispatch,
  reloadChat,
} from './cache';

/** The signed-in member's uid (the session's member record; Firebase's user until it has loaded). */
export function useMyUid(): string | undefined {
  const { data: me } = useGetMeQuery();
  const firebaseUid = useAppSelector((s) => s.user.current?.uid);
  return me?.uid ?? firebaseUid;
}

/** The store's dispatch, typed for the API's cache thunks (see ChatDispatch). */
export const useChatDispatch = () => useAppDispatch() as unknown as ChatDispatch;

/** Whether the member can see the page now (a hidden tab does not read messages). */
export const pageVisible = () => typeof document === 'undefined' || document.visibilityState === 'visible';

// Several components keep the chat's cache live (the side nav's badge, the notifier, the chat screen); the
// first one mounted applies the events, so a reload after an event happens once, not once per component.
const keepers: object[] = [];

/** Applies the chat's realtime events and presence signals to the RTK Query cache while mounted. */
export function useChatSync() {
  const dispatch = useChatDispatch();
  const store = useStore();
  const myUid = useMyUid();
  const { pathname } = useLocation();
  const self = useRef<object>({});

  useEffect(() => {
    const me = self.current;
    keepers.push(me);
    return () => void keepers.splice(keepers.indexOf(me), 1);
  }, []);
  const leads = () => keepers[0] === self.current;
  const context = (): ApplyContext => ({
    myUid,
    openId: pageVisible() ? openConversationIdOf(pathname) : null,
  });

  useRealtimeEvent(['chat.message', 'chat.message.updated', 'chat.conversation', 'chat.receipt'], (event) => {
    if (leads()) applyChatEvent(dispatch, store.getState, event, context());
  });
  useRealtimeSignal((signal) => {
    if (signal.type === 'presence' && leads()) applyPresenceSignal(dispatch, store.getState, signal);
  });
  useRealtimeReset(() => {
    if (leads()) reloadChat(dispatch);
  });
}

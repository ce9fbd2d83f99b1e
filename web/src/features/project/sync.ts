import { useGetMeQuery } from '../../lib/access';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { useRealtimeEvent, useRealtimeReset } from '../../lib/realtime';
import { type ProjectDispatch, projectApi } from './api';

/** The signed-in member's uid (the session's member record; Firebase's user until it has loaded). */
export function useMyUid(): string | undefined {
  const { data: me } = useGetMeQuery();
  const firebaseUid = useAppSelector((s) => s.user.current?.uid);
  return me?.uid ?? firebaseUid;
}

/** The store's dispatch, typed for the API's cache thunks. */
export const useProjectDispatch = () => useAppDispatch() as unknown as ProjectDispatch;

/**
 * Keeps the project list live: a project changed, joined or left, or a board's cards moved (its progress), and the
 * list is read again.
 */
export function useProjectListSync() {
  const dispatch = useProjectDispatch();
  const reload = () => dispatch(projectApi.util.invalidateTags(['Projects']));
  useRealtimeEvent(['project.changed', 'board.changed'], reload);
  useRealtimeReset(reload);
}

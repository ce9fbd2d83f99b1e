import type { Member } from '@atrium/contracts';
// The model by its own path: the package index would bring zod into the bundle.
import { type Access, can } from '@atrium/contracts/access';
import { useCallback } from 'react';
import { api } from './api';

/** The signed-in member (`GET /api/me`): who they are and, through their role, what they may do. */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<Member, void>({ query: () => '/me', providesTags: ['Me'] }),
  }),
});

export const { useGetMeQuery } = sessionApi;

/**
 * What the signed-in member may do, from the permission model the server enforces (contracts/src/access.ts).
 * Until their role is known, only what every member may do is allowed, so nothing flashes into view and away.
 */
export function useAccess() {
  const { data: me, isLoading, isError, error, refetch } = useGetMeQuery();
  const role = me?.role;
  // Stable while the role is: menus built from it are kept between renders. Whoever is signed in is at least a
  // member, so the member's menu and screens show from the first render (as the prerendered shell shows them).
  const allowed = useCallback(
    (access: Access | undefined) => can(role ?? 'member', access ?? 'member'),
    [role],
  );
  return {
    me,
    role: me?.role ?? null,
    loading: isLoading,
    isError,
    error,
    refetch,
    can: allowed,
  };
}

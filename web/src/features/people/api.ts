import type {
  Card,
  FollowStats,
  Member,
  MemberAdminUpdate,
  MemberGroups,
  MemberList,
  MemberListQuery,
  MemberView,
  NewCard,
  NotificationList,
  NotificationPreferences,
  ProfileUpdate,
} from '@atrium/contracts';
import { api } from '../../lib/api';

/** The people endpoints (ARCHITECTURE: features add endpoints to the one API). */
export const peopleApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateMe: build.mutation<Member, ProfileUpdate>({
      query: (body) => ({ url: '/me', method: 'PATCH', body }),
      invalidatesTags: ['Me', 'Members', 'Member'],
    }),
    uploadAvatar: build.mutation<Member, File>({
      query: (file) => ({
        url: '/me/avatar',
        method: 'PUT',
        body: file,
        headers: { 'content-type': file.type },
      }),
      invalidatesTags: ['Me', 'Members', 'Member'],
    }),
    removeAvatar: build.mutation<Member, void>({
      query: () => ({ url: '/me/avatar', method: 'DELETE' }),
      invalidatesTags: ['Me', 'Members', 'Member'],
    }),
    getPreferences: build.query<NotificationPreferences, void>({
      query: () => '/me/preferences',
      providesTags: ['Preferences'],
    }),
    updatePreferences: build.mutation<NotificationPreferences, Partial<NotificationPreferences>>({
      query: (body) => ({ url: '/me/preferences', method: 'PATCH', body }),
      invalidatesTags: ['Preferences'],
    }),
    getCards: build.query<Card[], void>({ query: () => '/me/cards', providesTags: ['Cards'] }),
    addCard: build.mutation<Card, NewCard>({
      query: (body) => ({ url: '/me/cards', method: 'POST', body }),
      invalidatesTags: ['Cards'],
    }),
    removeCard: build.mutation<void, string>({
      query: (id) => ({ url: `/me/cards/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Cards'],
    }),
    listMembers: build.query<MemberList, MemberListQuery>({
      query: (params) => ({ url: '/members', params }),
      providesTags: ['Members'],
    }),
    getMemberGroups: build.query<MemberGroups, void>({
      query: () => '/members/groups',
      providesTags: ['Members'],
    }),
    getMember: build.query<MemberView, string>({
      query: (uid) => `/members/${encodeURIComponent(uid)}`,
      providesTags: (_r, _e, uid) => [{ type: 'Member', id: uid }],
    }),
    updateMember: build.mutation<Member, { uid: string; changes: MemberAdminUpdate }>({
      query: ({ uid, changes }) => ({
        url: `/members/${encodeURIComponent(uid)}`,
        method: 'PATCH',
        body: changes,
      }),
      invalidatesTags: ['Members', 'Member'],
    }),
    deleteMember: build.mutation<void, string>({
      query: (uid) => ({ url: `/members/${encodeURIComponent(uid)}`, method: 'DELETE' }),
      invalidatesTags: ['Members', 'Member'],
    }),
    getFollowStats: build.query<FollowStats, string>({
      query: (uid) => `/members/${encodeURIComponent(uid)}/follow`,
      providesTags: (_r, _e, uid) => [{ type: 'Follows', id: uid }],
    }),
    setFollowing: build.mutation<FollowStats, { uid: string; follow: boolean }>({
      query: ({ uid, follow }) => ({
        url: `/members/${encodeURIComponent(uid)}/follow`,
        method: follow ? 'PUT' : 'DELETE',
      }),
      // The answer is the new state: no refetch needed.
      async onQueryStarted({ uid }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(peopleApi.util.upsertQueryData('getFollowStats', uid, data));
      },
    }),
    getNotifications: build.query<NotificationList, { limit: number }>({
      query: (params) => ({ url: '/notifications', params }),
      providesTags: ['Notifications'],
    }),
    markAllNotificationsRead: build.mutation<void, void>({
      query: () => ({ url: '/notifications/read-all', method: 'POST' }),
      invalidatesTags: ['Notifications'],
    }),
  }),
});

export const {
  useUpdateMeMutation,
  useUploadAvatarMutation,
  useRemoveAvatarMutation,
  useGetPreferencesQuery,
  useUpdatePreferencesMutation,
  useGetCardsQuery,
  useAddCardMutation,
  useRemoveCardMutation,
  useListMembersQuery,
  useGetMemberQuery,
  useGetMemberGroupsQuery,
  useUpdateMemberMutation,
  useDeleteMemberMutation,
  useGetNotificationsQuery,
  useMarkAllNotificationsReadMutation,
  useGetFollowStatsQuery,
  useSetFollowingMutation,
} = peopleApi;

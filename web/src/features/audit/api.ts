import type { AuditList, AuditListQuery, MemberList, MemberView } from '@atrium/contracts';
import { api } from '../../lib/api';

/** The audit log's endpoints (Admins): the entries, and the people to filter them by. */
export const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAudit: build.query<AuditList, AuditListQuery>({
      query: (params) => ({ url: '/audit', params }),
      providesTags: ['Audit'],
    }),
    /** The chosen person, by uid: the filter shows their name after a reload too. */
    auditPerson: build.query<MemberView, string>({
      query: (uid) => `/members/${encodeURIComponent(uid)}`,
    }),
    /** Members matching a name, for the Person filter (administrators see every member). */
    auditPeople: build.query<MemberList, string>({
      query: (q) => ({ url: '/members', params: { q, pageSize: 20, sort: 'name' } }),
    }),
  }),
});

export const { useListAuditQuery, useAuditPeopleQuery, useAuditPersonQuery } = auditApi;

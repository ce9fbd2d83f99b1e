import type { MailCounts } from '@atrium/contracts';
import { api } from '../../lib/api';

/**
 * The side menu's numbers (GET /api/mail/counts), on their own: the shell's nav badge loads this module on every
 * page, and must not bring the mail screen's endpoints and cache logic with it.
 */
export const mailCountsApi = api.enhanceEndpoints({ addTagTypes: ['MailCounts'] }).injectEndpoints({
  endpoints: (build) => ({
    mailCounts: build.query<MailCounts, void>({ query: () => '/mail/counts', providesTags: ['MailCounts'] }),
  }),
});

export const { useMailCountsQuery } = mailCountsApi;

import { ArrowLeftOutlined } from '@ant-design/icons';
import type { MailDraft } from '@atrium/contracts';
import { Alert, App, Button, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { pathTo } from '../../../config/paths';
import { apiErrorOf } from '../../../lib/api';
import { useApiErrors } from '../../../lib/api-errors';
import { useGetDraftQuery } from '../api';
import { newMailId } from '../model';
import { ComposeForm } from './compose-form';
import type { ComposeInitial } from './use-compose';

const fromDraft = (d: MailDraft): ComposeInitial => ({
  id: d.id,
  saved: true,
  to: d.to,
  cc: d.cc,
  bcc: d.bcc,
  subject: d.subject,
  html: d.html,
  attachments: d.attachments,
  inReplyTo: d.inReplyTo,
});

const blank = (id: string): ComposeInitial => ({
  id,
  saved: false,
  to: [],
  cc: [],
  bcc: [],
  subject: '',
  html: '',
  attachments: [],
  inReplyTo: null,
});

/**
 * Compose as a page: a new message, or a draft reopened with everything it had (`?draft=<id>`). Once a new
 * message is first saved its address names the draft, so a reload reopens it.
 */
export function ComposePage() {
  const { t } = useTranslation('mail');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const apiErrors = useApiErrors();
  const [params, setParams] = useSearchParams();
  const draftId = params.get('draft');
  const [session, setSession] = useState(() => ({ id: draftId ?? newMailId(), existing: !!draftId }));
  // Another draft was opened while this page was showing (its address changed): start over with that one.
  if (draftId && draftId !== session.id) setSession({ id: draftId, existing: true });
  const draft = useGetDraftQuery(session.id, { skip: !session.existing });
  const inbox = pathTo.mailFolder('inbox');

  if (session.existing && !draft.data) {
    if (!draft.isError) return <Skeleton active className="mail-pane-pad" />;
    return (
      <div className="mail-pane-pad">
        <Alert
          type="warning"
          showIcon
          title={
            apiErrorOf(draft.error).status === 404 ? t('compose.draftGone') : apiErrors.message(draft.error)
          }
          action={
            <Button
              icon={<ArrowLeftOutlined className="mail-flip" aria-hidden />}
              onClick={() => navigate(pathTo.mailFolder('draft'))}
            >
              {t('folders.draft')}
            </Button>
          }
        />
      </div>
    );
  }

  return (
    <ComposeForm
      key={session.id}
      variant="page"
      title={t('compose.newMessage')}
      initial={session.existing && draft.data ? fromDraft(draft.data) : blank(session.id)}
      onSent={() => {
        message.success(t('compose.sent'));
        navigate(inbox);
      }}
      onDiscarded={() => {
        message.info(t('compose.discarded'));
        navigate(inbox);
      }}
      onSaved={() => {
        if (!params.get('draft')) setParams({ draft: session.id }, { replace: true });
      }}
    />
  );
}

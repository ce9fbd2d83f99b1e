import { MAIL_HTML_MAX, type MailPerson } from '@atrium/contracts';
import { useTranslation } from 'react-i18next';
import { apiErrorOf } from '../../../lib/api';
import { useApiErrors } from '../../../lib/api-errors';
import { nameOf } from '../model';

/** Where the composer shows a message: at a field, or above the buttons for the whole form. */
export type ComposeErrors = Partial<
  Record<'to' | 'cc' | 'bcc' | 'subject' | 'body' | 'attachments' | 'form', string>
>;

type People = { to: MailPerson[]; cc: MailPerson[]; bcc: MailPerson[] };

const FIELD_OF: Record<string, keyof ComposeErrors> = {
  to: 'to',
  cc: 'cc',
  bcc: 'bcc',
  subject: 'subject',
  html: 'body',
  attachmentIds: 'attachments',
};

/**
 * The composer's messages: what the browser can tell before sending (no recipient, a body over the limit, a file
 * that did not upload), and the server's refusal translated at the field it names. A recipient the server refuses
 * (`to.2`, with the address) is named, so the member sees which one to remove.
 */
export function useComposeErrors() {
  const { t } = useTranslation('mail');
  const apiErrors = useApiErrors();

  const beforeSend = (people: People, html: string, failedUpload: boolean): ComposeErrors => {
    const errors: ComposeErrors = {};
    if (people.to.length + people.cc.length + people.bcc.length === 0)
      errors.to = t('compose.errors.noRecipients');
    if (html.length > MAIL_HTML_MAX) errors.body = t('compose.errors.tooLong');
    if (failedUpload) errors.attachments = t('compose.errors.uploadFailed');
    return errors;
  };

  const fromServer = (error: unknown, people: People): ComposeErrors => {
    const failure = apiErrorOf(error);
    const errors: ComposeErrors = {};
    for (const [path, fieldError] of Object.entries(failure.fields)) {
      const [head = '', index] = path.split('.');
      const field = FIELD_OF[head] ?? 'form';
      if ((head === 'to' || head === 'cc' || head === 'bcc') && index !== undefined) {
        const person = people[head][Number(index)];
        const address = typeof fieldError.address === 'string' ? fieldError.address : '';
        errors[head] = t('compose.errors.recipient', { name: person ? nameOf(person) : address });
      } else if (!errors[field]) {
        errors[field] = apiErrors.field(fieldError);
      }
    }
    if (Object.keys(errors).length === 0) errors.form = apiErrors.message(error);
    return errors;
  };

  return { beforeSend, fromServer };
}

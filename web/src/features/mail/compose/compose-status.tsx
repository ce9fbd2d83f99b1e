import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates';
import type { SaveState } from './use-compose';

/** Where the draft stands: saving, saved at a time, or not saved; and uploads in progress (Send waits for them). */
export function ComposeStatus({ save, uploading }: { save: SaveState; uploading: boolean }) {
  const { t } = useTranslation('mail');
  const text = uploading
    ? t('compose.status.uploading')
    : save.status === 'saving'
      ? t('compose.status.saving')
      : save.status === 'saved' && save.at
        ? t('compose.status.saved', { time: formatDate(save.at, 'LT') })
        : save.status === 'failed'
          ? t('compose.status.failed')
          : '';
  return (
    <span
      className={`mail-compose-status${save.status === 'failed' ? ' mail-field-error' : ''}`}
      role="status"
      aria-live="polite"
      data-testid="mail-draft-status"
    >
      {text}
    </span>
  );
}

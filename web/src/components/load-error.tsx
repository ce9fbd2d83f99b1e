import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiErrorOf } from '../lib/api';

/** The server's message for a failed request, or a translated one when the server could not be reached. */
export function useErrorText() {
  const { t } = useTranslation();
  return (error: unknown) => {
    const { message } = apiErrorOf(error);
    return message === 'network' ? t('errors.network') : message;
  };
}

/** A request that failed: what failed, the server's reason and a Retry button (every API-backed screen). */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={errorText(error)}
      action={
        <Button size="small" danger onClick={onRetry}>
          {t('errors.retry')}
        </Button>
      }
    />
  );
}

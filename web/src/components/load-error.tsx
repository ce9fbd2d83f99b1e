import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApiErrors } from '../lib/api-errors';

/** What went wrong with a request, in the user's language. */
export function useErrorText() {
  const errors = useApiErrors();
  return (error: unknown) => errors.message(error);
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

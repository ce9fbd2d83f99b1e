import { Alert, Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DocState } from '../use-doc';
import { DocArticle } from './doc-article';

/** A docs page as it loads: a skeleton, the failure with Retry, or the article. */
export function DocBody({ state, retry }: { state: DocState; retry: () => void }) {
  const { t } = useTranslation('docs');
  if (state.status === 'loading') return <Skeleton active paragraph={{ rows: 8 }} />;
  if (state.status === 'failed')
    return (
      <Alert
        type="error"
        showIcon
        title={t('docs.loadFailed')}
        description={state.message}
        action={<Button onClick={retry}>{t('common:errors.retry')}</Button>}
      />
    );
  return <DocArticle html={state.html} />;
}

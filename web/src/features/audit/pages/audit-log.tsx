import { Button, Card, Empty, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { useListAuditQuery } from '../api';
import { AuditFilters } from '../components/audit-filters';
import { AuditTable } from '../components/audit-table';
import { useAuditQuery } from '../components/use-audit-query';
import '../components/audit.css';

/**
 * Pages → Audit Log (Admins): every change Managers and Admins made to shared data, newest first. Paged by keyset
 * (Newer / Older), so a page stays right however many entries are added meanwhile.
 */
export default function AuditLog() {
  const { t } = useTranslation('audit');
  const view = useAuditQuery();
  const { data, currentData, isFetching, isError, error, refetch } = useListAuditQuery(view.query);
  const page = currentData ?? data;

  return (
    <Card>
      <AuditFilters view={view} />
      {isError ? (
        <LoadError title={t('loadFailed')} error={error} onRetry={() => void refetch()} />
      ) : (
        <AuditTable
          entries={page?.items ?? []}
          loading={isFetching}
          empty={
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={view.filtered ? t('noMatch') : t('empty')}
            />
          }
        />
      )}
      <nav aria-label={t('paging.label')}>
        <Flex gap={8} justify="flex-end" wrap style={{ marginBlockStart: 16 }}>
          <Button disabled={!view.paged} onClick={view.newest}>
            {t('paging.newest')}
          </Button>
          <Button disabled={!page?.newer} onClick={() => page?.newer && view.newer(page.newer)}>
            {t('paging.newer')}
          </Button>
          <Button disabled={!page?.older} onClick={() => page?.older && view.older(page.older)}>
            {t('paging.older')}
          </Button>
        </Flex>
      </nav>
    </Card>
  );
}

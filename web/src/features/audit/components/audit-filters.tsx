import { DownloadOutlined } from '@ant-design/icons';
import { AUDIT_ACTIONS, type AuditAction } from '@atrium/contracts';
import { App, Button, DatePicker, Flex, Select } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFromApi } from '../../../lib/api';
import { useApiErrors } from '../../../lib/api-errors';
import { useAuditPeopleQuery, useAuditPersonQuery } from '../api';
import type { useAuditQuery } from './use-audit-query';

const DAY = 'YYYY-MM-DD';
const SEARCH_DELAY_MS = 300;

/** Who, what and which days; Reset; and the CSV of everything the filters select. */
export function AuditFilters({ view }: { view: ReturnType<typeof useAuditQuery> }) {
  const { t } = useTranslation('audit');
  const { message } = App.useApp();
  const apiErrors = useApiErrors();
  const { filter } = view;
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const people = useAuditPeopleQuery(search);
  const chosen = useAuditPersonQuery(filter.actor ?? '', { skip: !filter.actor });
  const options = [
    ...(chosen.data ? [chosen.data] : []),
    ...(people.data?.items ?? []).filter((m) => m.uid !== chosen.data?.uid),
  ].map((m) => ({ value: m.uid, label: m.displayName }));

  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      const query = view.filterParams.toString();
      await downloadFromApi(
        `/audit/export.csv${query ? `?${query}` : ''}`,
        `audit-log-${dayjs().format(DAY)}.csv`,
      );
      message.success(t('export.done'));
    } catch (e) {
      message.error(t('export.failed', { message: apiErrors.message(e) }));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Flex wrap gap={12} justify="space-between" align="center" style={{ marginBlockEnd: 16 }}>
      <Flex wrap gap={12} align="center" style={{ flex: '1 1 auto' }}>
        <Select
          showSearch
          allowClear
          value={filter.actor}
          placeholder={t('filters.personPlaceholder')}
          aria-label={t('filters.person')}
          filterOption={false}
          onSearch={setTyped}
          onChange={(uid?: string) => view.update({ actor: uid ?? null })}
          loading={people.isFetching}
          notFoundContent={people.isFetching ? null : t('filters.noPerson')}
          options={options}
          style={{ flex: '1 1 180px', maxWidth: 260 }}
        />
        <Select<AuditAction>
          allowClear
          value={filter.action}
          placeholder={t('filters.actionPlaceholder')}
          aria-label={t('filters.action')}
          onChange={(action) => view.update({ action: action ?? null })}
          options={AUDIT_ACTIONS.map((a) => ({ value: a, label: t(`actions.${a}`) }))}
          popupMatchSelectWidth={false}
          style={{ flex: '1 1 180px', maxWidth: 240 }}
        />
        <DatePicker.RangePicker
          value={[filter.from ? dayjs(filter.from) : null, filter.to ? dayjs(filter.to) : null]}
          onChange={(range) =>
            view.update({ from: range?.[0]?.format(DAY) ?? null, to: range?.[1]?.format(DAY) ?? null })
          }
          allowEmpty={[true, true]}
          aria-label={t('filters.dates')}
          placeholder={[t('filters.from'), t('filters.to')]}
          disabledDate={(day) => day.isAfter(dayjs(), 'day')}
        />
        {view.filtered && (
          <Button type="link" onClick={view.reset}>
            {t('filters.reset')}
          </Button>
        )}
      </Flex>
      <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportCsv()}>
        {t('export.button')}
      </Button>
    </Flex>
  );
}

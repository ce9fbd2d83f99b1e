import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import type { MailBulkAction, MailFolder } from '@atrium/contracts';
import { Alert, App, Button, Checkbox, Empty, Input, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pathTo } from '../../../config/paths';
import { useApiErrors } from '../../../lib/api-errors';
import { messagePathIn } from '../address';
import { useBulkMailMutation, useListLabelsQuery, useListMailQuery, useUpdateMailMutation } from '../api';
import { useListPage } from '../use-list-page';
import { BulkActions } from './bulk-actions';
import { MailPager } from './mail-pager';
import { MailRow } from './mail-row';

type Props = { folder: MailFolder | null; labelId: string | null; myUid: string | undefined; title: string };

/**
 * A folder's or a label's mail, newest first, a page at a time (keyset pages from the server, with the total);
 * search, selection of the page's rows and the bulk actions on them.
 */
export function MailList({ folder, labelId, myUid, title }: Props) {
  const { t } = useTranslation('mail');
  const { message } = App.useApp();
  const apiErrors = useApiErrors();
  const page = useListPage();
  const args = { folder, labelId, q: page.q, cursor: page.cursor };
  // Read again whenever the list is shown: mail that came while another screen was open is not missed.
  const list = useListMailQuery(args, { refetchOnMountOrArgChange: true });
  const { data: labelList } = useListLabelsQuery();
  const labels = labelList?.items ?? [];
  const [bulk, { isLoading: bulkBusy }] = useBulkMailMutation();
  const [update] = useUpdateMailMutation();
  const items = list.data?.items ?? [];

  const [selected, setSelected] = useState<Set<string>>(new Set());
  const key = `${folder}|${labelId}|${page.q}|${page.cursor}`;
  // Another page or list: nothing is selected there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the list shown changes
  useEffect(() => setSelected(new Set()), [key]);
  const shownIds = useMemo(() => new Set(items.map((i) => i.id)), [items]);
  const chosen = [...selected].filter((id) => shownIds.has(id));
  const all = items.length > 0 && chosen.length === items.length;

  const runBulk = async (action: MailBulkAction, labelIdOf?: string) => {
    try {
      await bulk({ ids: chosen, action, ...(labelIdOf ? { labelId: labelIdOf } : {}) }).unwrap();
      message.success(t(`bulk.done.${action}`, { count: chosen.length }));
      if (['delete', 'restore', 'purge'].includes(action)) setSelected(new Set());
    } catch (error) {
      message.error(apiErrors.message(error));
    }
  };

  const star = async (id: string, starred: boolean) => {
    try {
      await update({ id, changes: { starred } }).unwrap();
    } catch (error) {
      message.error(apiErrors.message(error));
    }
  };

  const hrefOf = (id: string, draft: boolean) =>
    draft ? pathTo.mailCompose(id) : messagePathIn({ folder, labelId }, id);

  return (
    <section className="mail-list" aria-label={title}>
      <div className="mail-list-head">
        <Checkbox
          checked={all}
          indeterminate={chosen.length > 0 && !all}
          disabled={items.length === 0}
          onChange={(e) => setSelected(new Set(e.target.checked ? items.map((i) => i.id) : []))}
          aria-label={t('list.selectAll')}
        />
        <Input
          allowClear
          className="mail-search"
          prefix={<SearchOutlined aria-hidden />}
          placeholder={t('list.search')}
          aria-label={t('list.search')}
          value={page.searchText}
          onChange={(e) => page.setSearchText(e.target.value)}
        />
        {chosen.length > 0 && (
          <span className="mail-selected-count" aria-live="polite">
            <bdi>{t('list.selected', { count: chosen.length })}</bdi>
          </span>
        )}
      </div>
      {chosen.length > 0 && (
        <BulkActions
          inDeleted={folder === 'deleted'}
          labels={labels}
          count={chosen.length}
          busy={bulkBusy}
          onAction={runBulk}
        />
      )}
      {list.isError && !list.data ? (
        <Alert
          type="error"
          showIcon
          className="mail-list-error"
          title={t('list.loadFailed')}
          description={apiErrors.message(list.error)}
          action={
            <Button icon={<ReloadOutlined aria-hidden />} onClick={() => list.refetch()}>
              {t('actions.retry')}
            </Button>
          }
        />
      ) : !list.data ? (
        <div className="mail-list-loading">
          <Spin aria-label={t('list.loading')} />
        </div>
      ) : items.length === 0 ? (
        <Empty
          className="mail-list-empty"
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={page.q ? t('list.noMatch', { q: page.q }) : t('list.empty')}
        />
      ) : (
        <ul className="mail-rows" aria-label={title} aria-busy={list.isFetching || undefined}>
          {items.map((item) => (
            <MailRow
              key={item.id}
              item={item}
              labels={labels}
              myUid={myUid}
              href={hrefOf(item.id, item.draft)}
              selected={selected.has(item.id)}
              onSelect={(on) =>
                setSelected((s) => {
                  const next = new Set(s);
                  if (on) next.add(item.id);
                  else next.delete(item.id);
                  return next;
                })
              }
              onStar={(on) => star(item.id, on)}
            />
          ))}
        </ul>
      )}
      {list.data && list.data.total > 0 && (
        <MailPager
          page={page.page}
          shown={items.length}
          total={list.data.total}
          nextCursor={list.data.nextCursor}
          onPrev={page.prev}
          onNext={page.next}
        />
      )}
    </section>
  );
}

import { Empty, Table, type TableProps } from 'antd';
import type { Key, ReactNode } from 'react';
import { useScrollingTable } from '../lib/tables';
import { PAGE_SIZES, useLastPageWhenPastEnd, type useUrlTable } from '../lib/use-url-table';
import { LoadError } from './load-error';

/** What a list screen's RTK Query hook returns, as much of it as the table needs. */
type ListQuery<Row> = {
  data?: { items: Row[]; total: number };
  currentData?: { items: Row[]; total: number };
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
};

type Props<Row> = {
  /** The URL-kept page, size and sort (lib/use-url-table.ts). */
  table: Pick<ReturnType<typeof useUrlTable<string, Row>>, 'page' | 'pageSize' | 'update' | 'onTableChange'>;
  query: ListQuery<Row>;
  rowKey: keyof Row & string;
  columns: NonNullable<TableProps<Row>['columns']>;
  /** Names the table and its scrolling region, e.g. the screen's title. */
  label: string;
  /** Title of the failure shown (with the server's reason and Retry) when the page cannot be loaded. */
  loadFailed: string;
  /** "1–10 of 200" in the screen's words. */
  range: (r: { from: number; to: number; total: number }) => string;
  /** What an empty page says: nothing at all yet, or nothing matching the search and filters. */
  empty: string;
  selection?: { selected: string[]; onChange: (keys: string[]) => void };
};

/**
 * The one table of the list screens (products, orders, users…): rows paged, sorted and searched by the server, its
 * state in the URL; failure with Retry, empty state, the range in the reader's order, sideways scrolling that takes
 * keyboard focus, and back to the last page when the page asked for is past the end.
 */
export function ServerTable<Row extends object>({
  table,
  query,
  rowKey,
  columns,
  label,
  loadFailed,
  range,
  empty,
  selection,
}: Props<Row>) {
  const scrolling = useScrollingTable(label);
  useLastPageWhenPastEnd(table, query.currentData);
  const { data, isFetching } = query;

  if (query.isError) {
    return <LoadError title={loadFailed} error={query.error} onRetry={() => void query.refetch()} />;
  }
  return (
    <Table<Row>
      rowKey={rowKey}
      columns={columns}
      dataSource={data?.items ?? []}
      loading={isFetching}
      onChange={table.onTableChange}
      {...scrolling}
      aria-label={label}
      showSorterTooltip={false}
      rowSelection={
        selection && {
          selectedRowKeys: selection.selected,
          preserveSelectedRowKeys: true,
          onChange: (keys: Key[]) => selection.onChange(keys.map(String)),
        }
      }
      pagination={{
        current: table.page,
        pageSize: table.pageSize,
        total: data?.total ?? 0,
        showSizeChanger: true,
        pageSizeOptions: PAGE_SIZES,
        // <bdi>: the range keeps its reading order ("1–10 of 200") in an RTL layout.
        showTotal: (total, [from, to]) => <bdi>{range({ from, to, total })}</bdi>,
      }}
      locale={{
        // While the first page loads the table shows its spinner, not "nothing here".
        emptyText: (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={isFetching && !data ? ' ' : empty} />
        ) as ReactNode,
      }}
    />
  );
}

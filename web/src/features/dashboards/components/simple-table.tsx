import type { ReactNode } from 'react';

export type SimpleColumn<T> = {
  key: string;
  title: ReactNode;
  align?: 'start' | 'end';
  render: (row: T) => ReactNode;
};

/**
 * A plain, small, read-only table for the widgets' short lists: antd's Table (with pagination, sorting and
 * selection) would add ~50 KB gzip to the dashboards for a handful of rows.
 */
export function SimpleTable<T>({
  columns,
  rows,
  rowKey,
  label,
}: {
  columns: SimpleColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  /** Accessible name of the table (usually the widget's title). */
  label: string;
}) {
  return (
    <div className="dashboard-table-wrap">
      <table className="dashboard-table" aria-label={label}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" style={{ textAlign: c.align ?? 'start' }}>
                {c.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => (
                <td key={c.key} style={{ textAlign: c.align ?? 'start' }}>
                  {c.render(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

// A back-office table: columns render cells, rows may open a detail; empty and loading states included.
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import './data-table.css';

export interface Column<T> {
  header: string;
  /** Where the header is not unique (empty over a row's buttons). */
  key?: string;
  cell: (row: T) => ReactNode;
  align?: 'right';
  className?: string;
}

interface DataTableProps<T> {
  label: string;
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string | number;
  loading?: boolean;
  error?: boolean;
  empty: string;
  onOpen?: (row: T) => void;
}

export function DataTable<T>({ label, columns, rows, rowKey, loading, error, empty, onOpen }: DataTableProps<T>) {
  const { t } = useTranslation();
  if (error) return <div className="banner banner--error">{t('admin.errors.loadFailed', { what: label })}</div>;
  if (!rows) return <div className="admin-table__loading">{loading && <Spinner label={t('admin.table.loading', { what: label })} />}</div>;
  if (rows.length === 0) return <EmptyState title={empty} compact />;
  return (
    <div className="admin-table__scroll">
      <table className="admin-table" aria-label={label}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key ?? column.header} className={column.align === 'right' ? 'num' : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              className={onOpen ? 'admin-table__row--link' : undefined}
              onClick={onOpen ? () => onOpen(row) : undefined}
            >
              {columns.map((column) => (
                <td
                  key={column.key ?? column.header}
                  className={[column.align === 'right' && 'num', column.className].filter(Boolean).join(' ') || undefined}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

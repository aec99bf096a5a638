import type { ReactNode } from 'react';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { cn } from '@/lib/cn';

export interface DataTableColumn {
  header: string;
  className?: string;
}

interface DataTableProps<T> {
  /** The columns before the actions column. */
  columns: DataTableColumn[];
  /** The actions column's width, e.g. 'w-12' for one icon button. */
  actionsClassName: string;
  rows: T[];
  rowKey(row: T): string;
  /** The row's cells, one per column. */
  renderCells(row: T): ReactNode;
  renderActions(row: T): ReactNode;
  /**
   * On phones each row stacks its cells beside its actions and the header is only read out, so
   * nothing hides off to the side of a narrow screen.
   */
  stackOnPhones?: boolean;
}

/** A list of records as a table whose last, unlabelled column holds each row's actions. */
export function DataTable<T>({
  columns,
  actionsClassName,
  rows,
  rowKey,
  renderCells,
  renderActions,
  stackOnPhones = false,
}: DataTableProps<T>) {
  return (
    <Table className={cn(stackOnPhones && 'sm:min-w-[36rem]')}>
      <TableHeader className={cn(stackOnPhones && 'max-sm:sr-only')}>
        <TableRow>
          {columns.map((column) => (
            <TableHead key={column.header} className={column.className}>
              {column.header}
            </TableHead>
          ))}
          <TableHead className={actionsClassName}>
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow
            key={rowKey(row)}
            className={cn(
              stackOnPhones &&
                'max-sm:grid max-sm:grid-cols-[minmax(0,1fr)_auto] max-sm:gap-x-2 max-sm:py-2',
            )}
          >
            {renderCells(row)}
            <TableCell
              className={cn(
                'py-2 text-right align-top',
                stackOnPhones && 'max-sm:col-start-2 max-sm:row-start-1',
              )}
            >
              {renderActions(row)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

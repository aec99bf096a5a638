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
  columns: DataTableColumn[];
  rows: T[];
  rowKey(row: T): string;
  /** The row's cells, one per column. */
  renderCells(row: T): ReactNode;
  /** Each row's actions, in a last, unlabelled column after the others; none without it. */
  renderActions?(row: T): ReactNode;
  /** The actions column's width, e.g. 'w-12' for one icon button. */
  actionsClassName?: string;
  className?: string;
  headerClassName?: string;
  rowClassName?: string;
  /**
   * On phones each row stacks its cells beside its actions and the header is only read out, so
   * nothing hides off to the side of a narrow screen.
   */
  stackOnPhones?: boolean;
}

/** A list of records as a table, each row's actions (if any) in a last, unlabelled column. */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  renderCells,
  renderActions,
  actionsClassName,
  className,
  headerClassName,
  rowClassName,
  stackOnPhones = false,
}: DataTableProps<T>) {
  return (
    <Table className={cn(stackOnPhones && 'sm:min-w-[36rem]', className)}>
      <TableHeader className={cn(stackOnPhones && 'max-sm:sr-only', headerClassName)}>
        <TableRow>
          {columns.map((column) => (
            <TableHead key={column.header} className={column.className}>
              {column.header}
            </TableHead>
          ))}
          {renderActions && (
            <TableHead className={actionsClassName}>
              <span className="sr-only">Actions</span>
            </TableHead>
          )}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow
            key={rowKey(row)}
            className={cn(
              stackOnPhones &&
                'max-sm:grid max-sm:grid-cols-[minmax(0,1fr)_auto] max-sm:gap-x-2 max-sm:py-2',
              rowClassName,
            )}
          >
            {renderCells(row)}
            {renderActions && (
              <TableCell
                className={cn(
                  'py-2 text-right align-top',
                  stackOnPhones && 'max-sm:col-start-2 max-sm:row-start-1',
                )}
              >
                {renderActions(row)}
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

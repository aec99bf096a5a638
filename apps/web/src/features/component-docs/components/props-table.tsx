import { DataTable } from '@/components/data-table';
import { TableCell } from '@/components/ui/table';
import type { PropReference } from '../reference';

// On phones the columns do not fit: each row becomes a small block (name and type, then the
// default, then the description) and the header row is hidden; from `sm` up it is a table.
const HEADER = 'hidden sm:table-header-group';
const ROW = 'grid gap-1 py-3 hover:bg-transparent sm:table-row sm:py-0';
const CELL = 'block whitespace-normal p-0 align-top sm:table-cell sm:p-2 sm:py-3';

/** The component's props: Prop, Type, Default, Description. */
export function PropsTable({ props }: { props: PropReference[] }) {
  return (
    <DataTable
      headerClassName={HEADER}
      rowClassName={ROW}
      columns={[
        { header: 'Prop' },
        { header: 'Type' },
        { header: 'Default' },
        { header: 'Description' },
      ]}
      rows={props}
      rowKey={(prop) => prop.name}
      renderCells={(prop) => (
        <>
          <TableCell className={CELL}>
            <code className="font-medium font-mono text-sm">{prop.name}</code>
          </TableCell>
          <TableCell className={`${CELL} sm:max-w-56`}>
            <code className="break-words font-mono text-muted-foreground text-xs">{prop.type}</code>
          </TableCell>
          <TableCell className={CELL}>
            <span className="text-muted-foreground text-xs sm:hidden">Default: </span>
            <code className="font-mono text-xs">{prop.defaultValue}</code>
          </TableCell>
          <TableCell className={`${CELL} text-muted-foreground`}>{prop.description}</TableCell>
        </>
      )}
    />
  );
}

/** The script tag's attributes beside the props they stand for. */
export function AttributesTable({ attributes }: { attributes: [string, string][] }) {
  return (
    <DataTable
      headerClassName={HEADER}
      rowClassName={ROW}
      columns={[{ header: 'Attribute' }, { header: 'Prop' }]}
      rows={attributes}
      rowKey={([attribute]) => attribute}
      renderCells={([attribute, meaning]) => (
        <>
          <TableCell className={CELL}>
            <code className="font-medium font-mono text-sm">{attribute}</code>
          </TableCell>
          <TableCell className={`${CELL} text-muted-foreground`}>{meaning}</TableCell>
        </>
      )}
    />
  );
}

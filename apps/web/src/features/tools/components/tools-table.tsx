import type { ToolView } from '@frontdesk/contracts';
import { DataTable } from '@/components/data-table';
import { Badge } from '@/components/ui/badge';
import { TableCell } from '@/components/ui/table';
import { toolAccessLabels } from './access-field';
import { DeleteToolDialog } from './delete-tool-dialog';
import { ToolFormDialog } from './tool-form-dialog';

/**
 * The tools with name, description, edit and delete. Under the name, the method and endpoint tell
 * similar tools apart, and who can use the tool. On phones each row stacks name and description beside its two actions.
 */
export function ToolsTable({ tools }: { tools: ToolView[] }) {
  return (
    <DataTable
      stackOnPhones
      columns={[{ header: 'Name' }, { header: 'Description' }]}
      actionsClassName="w-24"
      rows={tools}
      rowKey={(tool) => tool.id}
      renderCells={(tool) => (
        <>
          <TableCell className="whitespace-normal py-3 align-top max-sm:py-1 sm:w-64 sm:max-w-64">
            <p className="break-all font-medium font-mono text-sm">{tool.name}</p>
            <p className="mt-1 flex min-w-0 items-center gap-1.5 text-muted-foreground text-xs">
              <Badge variant="outline" className="font-mono">
                {tool.method}
              </Badge>
              <span className="truncate" title={tool.endpoint}>
                {tool.endpoint}
              </span>
            </p>
            <p className="mt-1 text-muted-foreground text-xs">
              <span className="sr-only">Who can use it: </span>
              {toolAccessLabels[tool.access]}
            </p>
          </TableCell>
          <TableCell className="whitespace-normal py-3 align-top text-muted-foreground max-sm:col-start-1 max-sm:py-1">
            <p className="line-clamp-3 break-words" title={tool.description}>
              {tool.description}
            </p>
          </TableCell>
        </>
      )}
      renderActions={(tool) => (
        <div className="flex justify-end gap-1">
          <ToolFormDialog tool={tool} />
          <DeleteToolDialog id={tool.id} name={tool.name} />
        </div>
      )}
    />
  );
}

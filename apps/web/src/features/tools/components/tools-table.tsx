import type { ToolView } from '@frontdesk/contracts';
import { Badge } from '@/components/ui/badge';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { DeleteToolDialog } from './delete-tool-dialog';
import { ToolFormDialog } from './tool-form-dialog';

/**
 * The tools with name, description, edit and delete. Under the name, the method and endpoint tell
 * similar tools apart. On phones each row stacks name and description beside its two actions.
 */
export function ToolsTable({ tools }: { tools: ToolView[] }) {
  return (
    <Table className="sm:min-w-[36rem]">
      <TableHeader className="max-sm:sr-only">
        <TableRow>
          <TableHead>Name</TableHead>
          <TableHead>Description</TableHead>
          <TableHead className="w-24">
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {tools.map((tool) => (
          <TableRow
            key={tool.id}
            className="max-sm:grid max-sm:grid-cols-[minmax(0,1fr)_auto] max-sm:gap-x-2 max-sm:py-2"
          >
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
            </TableCell>
            <TableCell className="whitespace-normal py-3 align-top text-muted-foreground max-sm:col-start-1 max-sm:py-1">
              <p className="line-clamp-3 break-words" title={tool.description}>
                {tool.description}
              </p>
            </TableCell>
            <TableCell className="py-2 text-right align-top max-sm:col-start-2 max-sm:row-start-1">
              <div className="flex justify-end gap-1">
                <ToolFormDialog tool={tool} />
                <DeleteToolDialog id={tool.id} name={tool.name} />
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

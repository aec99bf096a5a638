import type { ContentItem } from '@frontdesk/contracts';
import { DataTable } from '@/components/data-table';
import { TableCell } from '@/components/ui/table';
import { ContentLanguageSelect } from './content-language-select';
import { ContentPreview } from './content-preview';
import { DeleteContentButton } from './delete-content-button';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function formatDate(iso: string) {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

/** Short enough for a button's accessible name, long enough to tell rows apart. */
function labelOf(text: string) {
  const line = text.trim().replace(/\s+/g, ' ');
  return line.length > 40 ? `${line.slice(0, 40)}…` : line;
}

/**
 * The knowledge base's items, each with its language under its text. On narrow screens the date
 * moves under the text instead of taking a column of its own, so the text keeps the width it needs.
 */
export function ContentsTable({ items }: { items: ContentItem[] }) {
  return (
    <DataTable
      columns={[{ header: 'Content' }, { header: 'Added', className: 'hidden w-44 sm:table-cell' }]}
      actionsClassName="w-12"
      rows={items}
      rowKey={(item) => item.id}
      renderCells={(item) => (
        <>
          <TableCell className="whitespace-normal py-3 align-top">
            <ContentPreview text={item.text} />
            <ContentLanguageSelect item={item} />
            <p className="mt-1 text-muted-foreground text-xs sm:hidden">
              Added {formatDate(item.created_at)}
            </p>
          </TableCell>
          <TableCell className="hidden py-3 align-top text-muted-foreground sm:table-cell">
            {formatDate(item.created_at)}
          </TableCell>
        </>
      )}
      renderActions={(item) => <DeleteContentButton id={item.id} preview={labelOf(item.text)} />}
    />
  );
}

import { FileText } from 'lucide-react';
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { IconTile } from '@/components/icon-tile';
import type { DocumentSpec } from '../verification-forms';
import { DocumentTypeField } from './document-type-field';
import { FileField } from './file-field';

/** One document to upload: what kind it is, from the pair's own list, and the file itself. */
export function DocumentPair({ spec }: { spec: DocumentSpec }) {
  const { control } = useFormContext();
  const titleId = useId();
  const descriptionId = useId();
  return (
    // A group named by its title: every pair has a "Document type" and a "File", told apart by it.
    <fieldset
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      className="grid min-w-0 content-start gap-4 rounded-lg border bg-muted/30 p-4"
    >
      <div className="flex items-start gap-3">
        <IconTile icon={FileText} size="sm" className="shrink-0 rounded-md" />
        <div className="min-w-0 space-y-0.5">
          <h4 id={titleId} className="font-medium text-sm leading-snug">
            {spec.title}
          </h4>
          <p id={descriptionId} className="text-muted-foreground text-xs">
            {spec.description}
          </p>
        </div>
      </div>
      <DocumentTypeField
        control={control}
        name={`documents.${spec.name}.type`}
        label="Document type"
        choices={spec.choices}
      />
      <FileField control={control} name={`documents.${spec.name}.file`} label="File" />
    </fieldset>
  );
}

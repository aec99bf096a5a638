import {
  type ContentItem,
  isLanguageCode,
  languageCodes,
  languageNames,
} from '@frontdesk/contracts';
import { toast } from 'sonner';
import { OptionsSelect } from '@/components/options-select';
import { RequirePermission } from '@/components/permission-gate';
import { useUpdateContent } from '../api/update-content';

/**
 * A content item's language, as a small badge-sized select that sets it by hand when detection
 * chose wrong. Nothing when the server sent no language (one older than the languages).
 */
export function ContentLanguageSelect({ item }: { item: ContentItem }) {
  const update = useUpdateContent();
  if (!item.language) return null;

  function change(language: string) {
    if (!isLanguageCode(language) || language === item.language) return;
    update.mutate(
      { id: item.id, language },
      {
        onSuccess: () => toast.success(`Language set to ${languageNames[language]}`),
        onError: () => toast.error('Failed to change the language of the knowledge content'),
      },
    );
  }

  return (
    <div className="mt-2">
      <RequirePermission permission="knowledge.write">
        <OptionsSelect
          options={languageCodes}
          labels={languageNames}
          value={item.language}
          onChange={change}
          disabled={update.isPending}
          aria-label="Language of this snippet"
          size="sm"
          className="gap-1 px-2 py-0.5 font-medium text-xs shadow-none data-[size=sm]:h-6 [&_svg]:size-3.5"
          contentProps={{ align: 'start' }}
        />
      </RequirePermission>
    </div>
  );
}

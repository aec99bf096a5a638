import { type LanguageCode, languageNames } from '@frontdesk/contracts';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

/**
 * A language by its English name ('Spanish'), as a small badge. Nothing for none: a server older
 * than the languages (decision 027) sends no language, and nothing is said of it then.
 */
export function LanguageBadge({
  language,
  className,
}: {
  language: LanguageCode | undefined;
  className?: string;
}) {
  if (!language) return null;
  return (
    <Badge variant="outline" className={cn('font-normal', className)}>
      {languageNames[language]}
    </Badge>
  );
}

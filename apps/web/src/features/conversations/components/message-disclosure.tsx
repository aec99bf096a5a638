import { ChevronDown, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';

interface MessageDisclosureProps {
  icon: LucideIcon;
  /** The toggle's text, e.g. "2 sources". */
  label: string;
  /** The list's accessible name, e.g. "Sources". */
  listLabel: string;
  /** The list items. */
  children: ReactNode;
}

/** What went into an answer (its sources, its tool calls), folded away under it until asked for. */
export function MessageDisclosure({
  icon: Icon,
  label,
  listLabel,
  children,
}: MessageDisclosureProps) {
  return (
    <Collapsible className="w-full max-w-[85%] sm:max-w-[75%]">
      <CollapsibleTrigger className="group flex items-center gap-1.5 rounded-md px-1 py-0.5 text-muted-foreground text-xs outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50">
        <Icon className="size-3.5" aria-hidden />
        {label}
        <ChevronDown
          className="size-3.5 transition-transform group-data-[state=open]:rotate-180"
          aria-hidden
        />
      </CollapsibleTrigger>
      <CollapsibleContent>
        <ol aria-label={listLabel} className="mt-1.5 grid gap-1.5">
          {children}
        </ol>
      </CollapsibleContent>
    </Collapsible>
  );
}

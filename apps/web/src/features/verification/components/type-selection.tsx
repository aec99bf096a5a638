import type { VerificationType } from '@frontdesk/contracts';
import { Building2, ChevronRight, type LucideIcon, UserRound } from 'lucide-react';
import { useId } from 'react';
import { IconTile } from '@/components/icon-tile';
import { SectionCard } from '@/components/section-card';

const typeChoices: {
  type: VerificationType;
  title: string;
  description: string;
  icon: LucideIcon;
}[] = [
  {
    type: 'business',
    title: 'Business',
    description:
      "A registered company: its registration papers and its legal representative's documents.",
    icon: Building2,
  },
  {
    type: 'individual',
    title: 'Individual',
    description: 'A person on their own: your identity document and a proof of address.',
    icon: UserRound,
  },
];

/** The first step of verifying: who stands behind the organization, a business or a person. */
export function TypeSelection({ onChoose }: { onChoose: (type: VerificationType) => void }) {
  return (
    <SectionCard
      title="Choose verification type"
      description="Who stands behind this organization?"
      contentClassName="grid gap-4 sm:grid-cols-2"
    >
      {typeChoices.map((choice) => (
        <TypeChoice key={choice.type} {...choice} onChoose={() => onChoose(choice.type)} />
      ))}
    </SectionCard>
  );
}

function TypeChoice({
  title,
  description,
  icon,
  onChoose,
}: {
  title: string;
  description: string;
  icon: LucideIcon;
  onChoose: () => void;
}) {
  const descriptionId = useId();
  return (
    // The whole card answers a click, but only the title is the button: its name is what it
    // shows, and the description is read as its description.
    <div className="group relative flex items-start gap-4 rounded-lg border bg-card p-4 shadow-xs transition-colors has-focus-visible:border-ring has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50 hover:border-primary/50 hover:bg-accent/50">
      <IconTile icon={icon} className="shrink-0 rounded-lg" />
      <div className="grid min-w-0 flex-1 gap-1">
        <button
          type="button"
          onClick={onChoose}
          aria-describedby={descriptionId}
          className="text-left font-medium outline-none after:absolute after:inset-0 after:rounded-lg"
        >
          {title}
        </button>
        <p id={descriptionId} className="text-muted-foreground text-sm">
          {description}
        </p>
      </div>
      <ChevronRight
        aria-hidden
        className="mt-2.5 size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
      />
    </div>
  );
}

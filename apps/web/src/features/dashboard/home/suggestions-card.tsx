import { Lightbulb } from 'lucide-react';
import { SectionCard } from '@/components/section-card';

// Static tips (spec section 2): they do not depend on the organization's data.
const suggestions = [
  'Analyze past conversations to find the issues your customers ask about most often.',
  'Encourage your team to review the knowledge base articles and keep them up to date.',
  'Integrate external tools so your operator can fetch live data and trigger workflows.',
];

export function SuggestionsCard() {
  return (
    <SectionCard title="Suggestions" description="Ways to get more out of your AI operator.">
      <ul className="grid gap-3">
        {suggestions.map((tip) => (
          <li key={tip} className="flex gap-3 text-sm">
            <Lightbulb className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
            <span>{tip}</span>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}

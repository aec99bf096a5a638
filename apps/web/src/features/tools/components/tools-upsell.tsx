import { Wrench } from 'lucide-react';
import { IconTile } from '@/components/icon-tile';
import { UpgradeLink } from '@/components/plan-upgrade';
import { Card, CardContent } from '@/components/ui/card';

/** In place of the tools list when the plan has no tools: what they do, and where to get them. */
export function ToolsUpsell() {
  return (
    <Card role="region" aria-labelledby="tools-upsell-title" className="border-primary/30">
      <CardContent className="flex flex-col items-center gap-4 py-6 text-center">
        <IconTile icon={Wrench} size="lg" className="rounded-full" />
        <h2 id="tools-upsell-title" className="font-semibold text-xl tracking-tight">
          Unlock the Power of AI Tools
        </h2>
        <p className="max-w-md text-muted-foreground text-sm">
          Let your operator call your own systems while it answers: look up an order, check stock,
          book an appointment or start a workflow. Tools come with the Professional and Enterprise
          plans.
        </p>
        <UpgradeLink>Upgrade Plan</UpgradeLink>
      </CardContent>
    </Card>
  );
}

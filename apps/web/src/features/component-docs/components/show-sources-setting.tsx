import type { WidgetSettings } from '@frontdesk/contracts';
import { toast } from 'sonner';
import { LoadingText } from '@/components/loading-text';
import { QueryView } from '@/components/query-view';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { useUpdateWidgetSettings, useWidgetSettings } from '../api/widget-settings';
import { Prose, Subsection } from './subsection';

/** 'Show sources': whether the widget lists the passages each answer used under it. */
export function ShowSourcesSetting() {
  const settings = useWidgetSettings();
  return (
    <Subsection title="Sources">
      <Prose>
        Every answer records the knowledge it used, and you see it under each answer in
        Conversations. Your customers can see it too, under each answer in the widget.
      </Prose>
      <div className="rounded-lg border">
        <QueryView
          query={settings}
          loading={<LoadingText className="p-4">Loading the sources setting...</LoadingText>}
          error="Failed to load the sources setting."
        >
          {(data) => <SourcesSwitch settings={data} />}
        </QueryView>
      </div>
    </Subsection>
  );
}

function SourcesSwitch({ settings }: { settings: WidgetSettings }) {
  const update = useUpdateWidgetSettings();
  return (
    <div className="flex items-start justify-between gap-4 p-4">
      <div className="grid gap-1">
        <Label htmlFor="show-sources">Show sources</Label>
        <p className="text-muted-foreground text-sm" id="show-sources-hint">
          The widget lists the passages of your knowledge an answer used, under the answer.
        </p>
      </div>
      <Switch
        id="show-sources"
        aria-describedby="show-sources-hint"
        checked={settings.showSources}
        disabled={update.isPending}
        onCheckedChange={(checked) =>
          update.mutate(
            { showSources: checked },
            {
              onSuccess: (saved) =>
                toast.success(
                  saved.showSources
                    ? 'The widget shows sources under answers now'
                    : 'The widget hides sources now',
                ),
              onError: () => toast.error('Failed to update widget settings'),
            },
          )
        }
      />
    </div>
  );
}

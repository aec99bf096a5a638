import type { WidgetSettings } from '@frontdesk/contracts';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadingText } from '@/components/loading-text';
import { QueryView } from '@/components/query-view';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import {
  useRotateIdentitySecret,
  useUpdateWidgetSettings,
  useWidgetSettings,
} from '../api/widget-settings';
import { IdentitySecretDialog } from './identity-secret-dialog';

/** The organization's identity secret and whether only verified visitors may chat. */
export function IdentitySettings() {
  const settings = useWidgetSettings();
  return (
    <div className="rounded-lg border">
      <QueryView
        query={settings}
        loading={<LoadingText className="p-4">Loading widget settings...</LoadingText>}
        error="Failed to load widget settings."
      >
        {(data) => <SettingsForm settings={data} />}
      </QueryView>
    </div>
  );
}

function SettingsForm({ settings }: { settings: WidgetSettings }) {
  const update = useUpdateWidgetSettings();
  // Turning it on without a secret would refuse every visitor: no one could be verified.
  const canRequire = settings.hasIdentitySecret || settings.requireVerifiedVisitors;
  return (
    <div className="divide-y">
      <div className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="grid gap-1">
          <p className="flex flex-wrap items-center gap-2 font-medium text-sm">
            <ShieldCheck className="size-4 text-muted-foreground" aria-hidden />
            Identity secret
            {settings.hasIdentitySecret ? (
              <Badge variant="secondary">Active</Badge>
            ) : (
              <Badge variant="outline">Not created</Badge>
            )}
          </p>
          <p className="text-muted-foreground text-sm">
            Your server signs each user's id with it. Keep it on your server, never in a browser.
          </p>
        </div>
        <SecretButton hasSecret={settings.hasIdentitySecret} />
      </div>
      <div className="flex items-start justify-between gap-4 p-4">
        <div className="grid gap-1">
          <Label htmlFor="require-verified-visitors">Require verified visitors</Label>
          <p className="text-muted-foreground text-sm" id="require-verified-visitors-hint">
            {canRequire
              ? 'Only visitors with a valid user hash can chat; anonymous visitors are refused.'
              : 'Generate an identity secret first: without one, no visitor can be verified.'}
          </p>
        </div>
        <Switch
          id="require-verified-visitors"
          aria-describedby="require-verified-visitors-hint"
          checked={settings.requireVerifiedVisitors}
          disabled={!canRequire || update.isPending}
          onCheckedChange={(checked) =>
            update.mutate(
              { requireVerifiedVisitors: checked },
              {
                onSuccess: (saved) =>
                  toast.success(
                    saved.requireVerifiedVisitors
                      ? 'Only verified visitors can chat now'
                      : 'Every visitor can chat now',
                  ),
                onError: () => toast.error('Failed to update widget settings'),
              },
            )
          }
        />
      </div>
    </div>
  );
}

/** 'Generate identity secret', or 'Rotate identity secret' behind a confirmation. */
function SecretButton({ hasSecret }: { hasSecret: boolean }) {
  const rotate = useRotateIdentitySecret();
  const [isConfirming, setIsConfirming] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);

  const makeSecret = () =>
    rotate.mutate(undefined, {
      onSuccess: ({ identitySecret }) => {
        setIsConfirming(false);
        setSecret(identitySecret);
      },
      onError: () => toast.error('Failed to create the identity secret'),
    });

  return (
    <>
      {hasSecret ? (
        <ConfirmDialog
          open={isConfirming}
          onOpenChange={setIsConfirming}
          trigger={
            <Button variant="outline" className="w-fit shrink-0">
              Rotate identity secret
            </Button>
          }
          title="Rotate the identity secret?"
          description="A new secret replaces the current one at once. Hashes made with the old one stop working: verified visitors are refused until your server uses the new secret."
          isPending={rotate.isPending}
          confirm={
            <Button variant="destructive" onClick={makeSecret} disabled={rotate.isPending}>
              {rotate.isPending ? 'Rotating...' : 'Rotate'}
            </Button>
          }
        />
      ) : (
        <Button className="w-fit shrink-0" onClick={makeSecret} disabled={rotate.isPending}>
          {rotate.isPending ? 'Generating...' : 'Generate identity secret'}
        </Button>
      )}
      <IdentitySecretDialog secret={secret} onClose={() => setSecret(null)} />
    </>
  );
}

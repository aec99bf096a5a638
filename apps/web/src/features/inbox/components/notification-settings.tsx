import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { useInboxNotifications, useUpdateInboxNotifications } from '../api/inbox-notifications';
import {
  isBrowserNotificationsSupported,
  setBrowserNotifications,
  useBrowserNotifications,
} from '../live/browser-alerts';

/** How the member hears of customers: in this browser (opt-in), and by email. */
export function NotificationSettings() {
  const browserId = useId();
  const emailId = useId();
  const isOn = useBrowserNotifications();
  const [isAsking, setIsAsking] = useState(false);
  const email = useInboxNotifications();
  const updateEmail = useUpdateInboxNotifications();

  async function toggleBrowser(on: boolean) {
    setIsAsking(true);
    const enabled = await setBrowserNotifications(on);
    setIsAsking(false);
    if (on && !enabled) {
      toast.error('Your browser blocked notifications. Allow them in its site settings.');
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
      <div className="flex items-center gap-2">
        <Switch
          id={browserId}
          checked={isOn}
          disabled={isAsking || !isBrowserNotificationsSupported()}
          onCheckedChange={(on) => void toggleBrowser(on)}
        />
        <Label htmlFor={browserId} className="font-normal">
          Browser notifications
        </Label>
      </div>
      <div className="flex items-center gap-2">
        <Checkbox
          id={emailId}
          checked={email.data?.email ?? false}
          disabled={!email.data || updateEmail.isPending}
          onCheckedChange={(checked) => updateEmail.mutate({ email: checked === true })}
        />
        <Label htmlFor={emailId} className="font-normal">
          Email me when a customer waits
        </Label>
      </div>
    </div>
  );
}

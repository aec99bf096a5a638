import { BILLING_PORTAL_LOCK_MS } from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '@/lib/api-client';

/**
 * Opens the provider's billing portal in this window (GET /billing/portal answers its URL: Stripe's
 * portal, or our own page with the local provider). The buttons stay off for up to 10 seconds
 * after a click, so a slow answer is not asked for twice, or until the call fails.
 */
export function useBillingPortal() {
  const [isLocked, setIsLocked] = useState(false);
  const unlockTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(unlockTimer.current), []);

  const open = useCallback(async () => {
    setIsLocked(true);
    clearTimeout(unlockTimer.current);
    unlockTimer.current = setTimeout(() => setIsLocked(false), BILLING_PORTAL_LOCK_MS);
    try {
      const { url } = await api.get<{ url: string }>(apiPaths.billing.portal);
      window.location.assign(url);
    } catch (error) {
      // The spec asks for a log line, not a toast; the button comes back for another try.
      console.error('Failed to open the billing portal', error);
      clearTimeout(unlockTimer.current);
      setIsLocked(false);
    }
  }, []);

  return { isLocked, open };
}

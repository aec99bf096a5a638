import { lazy } from 'react';

/*
 * The contact dialog and the small-screen drawer bring the dialog machinery (focus trap, scroll
 * lock, dismiss layer: ~15 kB gzip) that no visitor needs before they ask for it. They load on
 * first intent (hover, focus, touch) or on click, which keeps the landing page's initial JavaScript
 * inside its budget. Calling a loader twice is free: the browser caches the module.
 */
export const loadContactDialog = () => import('@/components/contact-dialog');
export const loadMobileDrawer = () => import('./mobile-drawer');

export const LazyContactDialog = lazy(() =>
  loadContactDialog().then((m) => ({ default: m.ContactDialog })),
);
export const LazyMobileDrawer = lazy(() =>
  loadMobileDrawer().then((m) => ({ default: m.MobileDrawer })),
);

/** Starts loading the contact dialog when a visitor shows intent to open it. */
export function preloadContactDialog() {
  void loadContactDialog();
}

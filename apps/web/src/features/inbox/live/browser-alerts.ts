import { useSyncExternalStore } from 'react';

// The member's opt-in is this browser's: another device may well not want the sound.
const PREFERENCE_KEY = 'inbox:browserNotifications';
const listeners = new Set<() => void>();

export function isBrowserNotificationsSupported(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window;
}

function isEnabled(): boolean {
  return (
    isBrowserNotificationsSupported() &&
    localStorage.getItem(PREFERENCE_KEY) === 'true' &&
    Notification.permission === 'granted'
  );
}

/**
 * Turns the alerts on (asking the browser's permission first) or off. Resolves to whether they
 * are on: the browser may refuse.
 */
export async function setBrowserNotifications(on: boolean): Promise<boolean> {
  if (on && isBrowserNotificationsSupported()) {
    const permission = await Notification.requestPermission();
    if (permission === 'granted') localStorage.setItem(PREFERENCE_KEY, 'true');
  } else {
    localStorage.removeItem(PREFERENCE_KEY);
  }
  for (const listener of listeners) listener();
  return isEnabled();
}

export function useBrowserNotifications(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isEnabled,
    () => false,
  );
}

/** A short two-tone beep made on the spot: no sound file to download. */
function beep() {
  try {
    const context = new AudioContext();
    const gain = context.createGain();
    gain.gain.setValueAtTime(0.15, context.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, context.currentTime + 0.35);
    gain.connect(context.destination);
    [880, 660].forEach((frequency, index) => {
      const oscillator = context.createOscillator();
      oscillator.frequency.value = frequency;
      oscillator.connect(gain);
      oscillator.start(context.currentTime + index * 0.12);
      oscillator.stop(context.currentTime + index * 0.12 + 0.12);
    });
    setTimeout(() => void context.close(), 600);
  } catch {
    // No audio (autoplay refused, no device): the notification alone still tells.
  }
}

/**
 * Tells a member who looks elsewhere: only when they opted in and the tab is hidden, since an
 * open inbox already shows the change. `tag` folds repeats about one conversation into one.
 */
export function alertMember(title: string, body: string, tag: string) {
  if (!isEnabled() || document.visibilityState !== 'hidden') return;
  try {
    const notification = new Notification(title, { body, tag });
    notification.onclick = () => {
      window.focus();
      notification.close();
    };
  } catch {
    // Some browsers only allow notifications from a service worker: the sound still plays.
  }
  beep();
}

import type { ChatPosition, FrontdeskChatProps } from '../types';

/**
 * The widget's options from the script tag's data-* attributes (data-key, data-base-url, ...,
 * data-user-id, data-user-hash). The API defaults to the origin that served widget.js.
 */
export function readOptions(script: HTMLScriptElement): FrontdeskChatProps {
  const data = script.dataset;
  return {
    apiKey: data.key ?? '',
    organizationId: data.organizationId,
    baseUrl: data.baseUrl || new URL(script.src || location.href, location.href).origin,
    title: data.title,
    greeting: data.greeting,
    placeholder: data.placeholder,
    locale: data.locale,
    accentColor: data.accentColor,
    position: data.position as ChatPosition | undefined,
    defaultOpen: data.defaultOpen !== undefined && data.defaultOpen !== 'false',
    user:
      data.userId && data.userHash
        ? { id: data.userId, name: data.userName, email: data.userEmail, hash: data.userHash }
        : undefined,
  };
}

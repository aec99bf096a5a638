// What the React Chat page lists about the component's props and the script tag's attributes.
// Written out here rather than read from @frontdesk/react-chat: importing the package would put the
// widget into this page's chunk. The package's types (src/types.ts) are the source of truth.

export interface PropReference {
  name: string;
  type: string;
  /** '—' for none. */
  defaultValue: string;
  description: string;
}

export const chatProps: PropReference[] = [
  {
    name: 'apiKey',
    type: 'string',
    defaultValue: 'required',
    description: 'A public API key of your organization (fd_pk_...).',
  },
  {
    name: 'organizationId',
    type: 'string',
    defaultValue: '—',
    description: 'Your organization’s id, as in the samples on this page.',
  },
  {
    name: 'baseUrl',
    type: 'string',
    defaultValue: 'the page’s origin',
    description:
      'Where Frontdesk is served. Set it to this dashboard’s origin unless your app is served from the same host (the script tag defaults to the host that served widget.js).',
  },
  {
    name: 'title',
    type: 'string',
    defaultValue: "'Chat with us'",
    description: 'The panel’s heading until the operator’s name is known.',
  },
  {
    name: 'greeting',
    type: 'string',
    defaultValue: "'Hi! How can we help you today?'",
    description: 'The first message in the panel. It is shown only, never sent to the operator.',
  },
  {
    name: 'placeholder',
    type: 'string',
    defaultValue: "'Write a message…'",
    description: 'The message box’s placeholder.',
  },
  {
    name: 'locale',
    type: 'string',
    defaultValue: 'the browser’s (navigator.language)',
    description:
      'The customer’s locale (BCP 47, such as "es-ES"), when your site knows it better than the browser. Sent with each message, it sets the conversation’s language until the customer’s own words do. The widget shows its words in the conversation’s language (en, es, fr, de, pt, it, nl, pl, tr or ja), before that in this locale’s or the browser’s, else in English. Your own title, greeting and placeholder are shown as you wrote them.',
  },
  {
    name: 'accentColor',
    type: 'string',
    defaultValue: "'#2563eb'",
    description:
      'Any CSS color, for the launcher, the header and the customer’s messages. The text on it turns light or dark to stay readable.',
  },
  {
    name: 'position',
    type: "'bottom-right' | 'bottom-left'",
    defaultValue: "'bottom-right'",
    description: 'The corner of the page the launcher and the panel sit in.',
  },
  {
    name: 'defaultOpen',
    type: 'boolean',
    defaultValue: 'false',
    description: 'Opens the panel when the component first renders.',
  },
  {
    name: 'user',
    type: '{ id: string; name?: string; email?: string; hash: string }',
    defaultValue: '—',
    description:
      'The signed-in user of your site, for identity verification: hash is HMAC-SHA256(identity secret, id) in hex, computed on your server.',
  },
  {
    name: 'onOpen',
    type: '() => void',
    defaultValue: '—',
    description: 'Called when the customer opens the panel.',
  },
  {
    name: 'onClose',
    type: '() => void',
    defaultValue: '—',
    description: 'Called when the customer closes the panel.',
  },
  {
    name: 'onMessage',
    type: '(message: ChatMessage) => void',
    defaultValue: '—',
    description:
      'Called with each message once it is part of the conversation: the customer’s, then the reply, and a person’s replies as they arrive. A message is { role, content, timestamp, sender, senderName }.',
  },
  {
    name: 'onError',
    type: '(error: ChatError) => void',
    defaultValue: '—',
    description:
      'Called when a call fails, with the HTTP statusCode (0 when the server could not be reached), the API’s error code and a message.',
  },
];

/** The script tag's data-* attributes and the prop each stands for. */
export const scriptAttributes: [attribute: string, meaning: string][] = [
  ['data-key', 'apiKey (required)'],
  ['data-organization-id', 'organizationId'],
  ['data-base-url', 'baseUrl; by default the host that served widget.js'],
  ['data-title', 'title'],
  ['data-greeting', 'greeting'],
  ['data-placeholder', 'placeholder'],
  ['data-locale', 'locale: the customer’s locale, such as "es-ES"; by default the browser’s'],
  ['data-accent-color', 'accentColor'],
  ['data-position', "position: 'bottom-right' or 'bottom-left'"],
  ['data-default-open', 'defaultOpen: present opens the panel, "false" keeps it closed'],
  ['data-user-id', 'user.id'],
  ['data-user-name', 'user.name'],
  ['data-user-email', 'user.email'],
  ['data-user-hash', 'user.hash; with data-user-id, the visitor is verified'],
];

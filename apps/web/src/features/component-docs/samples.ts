// The code samples of the React Chat page, filled with the organization's values so that each
// one works as it is copied.

export const PACKAGE_NAME = '@frontdesk/react-chat';

/** What every sample is filled with. */
export interface SampleValues {
  /** The chosen public API key, or a placeholder when the organization has none. */
  apiKey: string;
  organizationId: string;
  /** Where Frontdesk is served: the host that serves this dashboard. */
  origin: string;
}

export const KEY_PLACEHOLDER = 'YOUR_PUBLIC_API_KEY';

/** The props every sample starts with, indented for a JSX element. */
function requiredProps({ apiKey, organizationId, origin }: SampleValues, indent = '  '): string {
  return [`apiKey="${apiKey}"`, `organizationId="${organizationId}"`, `baseUrl="${origin}"`]
    .map((line) => `${indent}${line}`)
    .join('\n');
}

/** A `<FrontdeskChat>` element with the required props and then `extra` lines. */
function chatElement(values: SampleValues, extra: string[] = []): string {
  const lines = [requiredProps(values), ...extra.map((line) => `  ${line}`)];
  return `<FrontdeskChat\n${lines.join('\n')}\n/>`;
}

export const installSamples = {
  npm: `npm install ${PACKAGE_NAME}`,
  yarn: `yarn add ${PACKAGE_NAME}`,
};

export function basicUsageSample(values: SampleValues): string {
  const element = chatElement(values)
    .split('\n')
    .map((line) => `      ${line}`)
    .join('\n');
  return `import { FrontdeskChat } from '${PACKAGE_NAME}';

export function App() {
  return (
    <>
      {/* ...the rest of your app */}
${element}
    </>
  );
}`;
}

export function themeSample(values: SampleValues): string {
  return chatElement(values, [
    'accentColor="#0f766e"',
    'title="Acme Support"',
    'greeting="Hi! Ask us anything about your order."',
    'placeholder="Type your question…"',
  ]);
}

export function positionSample(values: SampleValues): string {
  return chatElement(values, ['position="bottom-left"', 'defaultOpen']);
}

/** Your server computes the hash; the secret never reaches the browser. */
export const nodeHashSample = `import { createHmac } from 'node:crypto';

// The identity secret from this page, kept in your server's environment.
const secret = process.env.FRONTDESK_IDENTITY_SECRET;

/** The chat user of a signed-in user of your site, to hand to your frontend. */
export function chatUserOf(user) {
  const id = String(user.id);
  const hash = createHmac('sha256', secret).update(id).digest('hex');
  return { id, name: user.name, email: user.email, hash };
}`;

export const pythonHashSample = `import hashlib
import hmac
import os

# The identity secret from this page, kept in your server's environment.
SECRET = os.environ["FRONTDESK_IDENTITY_SECRET"].encode()


def chat_user_of(user):
    """The chat user of a signed-in user of your site, to hand to your frontend."""
    user_id = str(user.id)
    digest = hmac.new(SECRET, user_id.encode(), hashlib.sha256).hexdigest()
    return {"id": user_id, "name": user.name, "email": user.email, "hash": digest}`;

export function identitySample(values: SampleValues): string {
  return `// chatUser comes from your server (chatUserOf above), for the user who is signed in.
const { id, name, email, hash } = chatUser;

${chatElement(values, ['user={{ id, name, email, hash }}'])}`;
}

export function callbacksSample(values: SampleValues): string {
  return chatElement(values, [
    "onOpen={() => console.log('chat opened')}",
    "onClose={() => console.log('chat closed')}",
    'onMessage={(message) => {',
    "  // { role: 'user' | 'assistant', content, timestamp }: the customer's, then the reply",
    '  console.log(message.role, message.content);',
    '}}',
    'onError={(error) => {',
    "  // error.statusCode, error.code ('too_many_requests', 'network_error', ...), error.message",
    '  console.error(error.code, error.message);',
    '}}',
  ]);
}

/** The script tag's widget sends the callbacks as DOM events of its element instead. */
export const scriptEventsSample = `// The script tag's widget is the <frontdesk-chat> element, there once the page has loaded.
window.addEventListener('load', () => {
  const chat = document.querySelector('frontdesk-chat');
  chat.addEventListener('frontdesk:open', () => console.log('chat opened'));
  chat.addEventListener('frontdesk:close', () => console.log('chat closed'));
  chat.addEventListener('frontdesk:message', (event) => console.log(event.detail));
  chat.addEventListener('frontdesk:error', (event) => console.error(event.detail));
});`;

export function scriptTagSample({ apiKey, organizationId, origin }: SampleValues): string {
  return `<script
  src="${origin}/widget.js"
  data-key="${apiKey}"
  data-organization-id="${organizationId}"
  async
></script>`;
}

export function scriptOptionsSample({ apiKey, organizationId, origin }: SampleValues): string {
  return `<script
  src="${origin}/widget.js"
  data-key="${apiKey}"
  data-organization-id="${organizationId}"
  data-title="Acme Support"
  data-greeting="Hi! Ask us anything about your order."
  data-placeholder="Type your question…"
  data-accent-color="#0f766e"
  data-position="bottom-left"
  data-user-id="USER_ID"
  data-user-name="Ada Lovelace"
  data-user-email="ada@example.com"
  data-user-hash="HASH_FROM_YOUR_SERVER"
  async
></script>`;
}

import { useState } from 'react';
import { CodeSample } from '@/components/code-sample';
import { PageHeader } from '@/components/page-header';
import { SectionCard } from '@/components/section-card';
import { useSession } from '@/lib/session';
import { usePublicApiKeys } from './api/get-public-api-keys';
import { useWidgetSettings } from './api/widget-settings';
import { IdentityVerification } from './components/identity-verification';
import { KeyPicker } from './components/key-picker';
import { LivePreview } from './components/live-preview';
import { AttributesTable, PropsTable } from './components/props-table';
import { ShowSourcesSetting } from './components/show-sources-setting';
import { Prose, Subsection } from './components/subsection';
import { chatProps, scriptAttributes } from './reference';
import {
  basicUsageSample,
  callbacksSample,
  installSamples,
  KEY_PLACEHOLDER,
  PACKAGE_NAME,
  positionSample,
  type SampleValues,
  scriptEventsSample,
  scriptOptionsSample,
  scriptTagSample,
  themeSample,
} from './samples';

const code = 'font-mono';

/** How a business puts its operator on its website: the React component and the script tag. */
export function ComponentDocsPage() {
  const organizationId = useSession().organization?.id ?? 'YOUR_ORGANIZATION_ID';
  const apiKeys = usePublicApiKeys();
  const settings = useWidgetSettings();
  const [chosenId, setChosenId] = useState<string>();
  // The chosen key while it exists; otherwise the first, so the samples work as they stand.
  const chosen = apiKeys.data?.find((key) => key.id === chosenId) ?? apiKeys.data?.[0];
  const values: SampleValues = {
    apiKey: chosen?.key ?? KEY_PLACEHOLDER,
    organizationId,
    origin: window.location.origin,
  };

  return (
    // minmax(0, 1fr): wide code samples scroll inside their card instead of widening the page.
    <div className="mx-auto grid max-w-4xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        title="React Chat"
        description="Put a chat with your AI operator on your website: a React component, or a script tag for any site."
      />

      <KeyPicker
        apiKeys={apiKeys}
        chosen={chosen}
        onChoose={setChosenId}
        organizationId={organizationId}
      />

      <SectionCard
        title="Installation"
        description={
          <>
            Add <code className={code}>{PACKAGE_NAME}</code> to your React app (React 18 or newer)
            with npm or yarn.
          </>
        }
        contentClassName="grid gap-4 sm:grid-cols-2"
      >
        <CodeSample label="npm install command" code={installSamples.npm} />
        <CodeSample label="yarn install command" code={installSamples.yarn} />
      </SectionCard>

      <SectionCard
        title="Basic Usage"
        description="Render the component once, anywhere in your app: it draws a chat button in the corner of the page that opens the conversation with your operator."
      >
        <CodeSample label="basic usage example" code={basicUsageSample(values)} />
      </SectionCard>

      <SectionCard
        title="Props"
        description={
          <>
            Only <code className={code}>apiKey</code> is required. Set{' '}
            <code className={code}>baseUrl</code> to <code className={code}>{values.origin}</code>{' '}
            unless your app is served from that host.
          </>
        }
      >
        <PropsTable props={chatProps} />
      </SectionCard>

      <SectionCard
        title="Advanced Configuration"
        description="Match the widget to your brand, move it, and tell your operator who the visitor is."
        contentClassName="grid gap-8"
      >
        <Subsection title="Theme">
          <Prose>
            <code className={code}>accentColor</code> colors the button, the header and the
            customer's messages; <code className={code}>title</code>,{' '}
            <code className={code}>greeting</code> and <code className={code}>placeholder</code> set
            the words of the panel.
          </Prose>
          <CodeSample label="theme example" code={themeSample(values)} />
        </Subsection>
        <Subsection title="Position">
          <Prose>
            The widget sits in the bottom-right corner unless <code className={code}>position</code>{' '}
            says <code className={code}>bottom-left</code>;{' '}
            <code className={code}>defaultOpen</code> opens its panel as the page loads.
          </Prose>
          <CodeSample label="position example" code={positionSample(values)} />
        </Subsection>
        <ShowSourcesSetting />
        <IdentityVerification values={values} />
      </SectionCard>

      <SectionCard
        title="Event Callbacks"
        description={
          <>
            <code className={code}>onOpen</code> and <code className={code}>onClose</code> follow
            the panel, <code className={code}>onMessage(message)</code> receives each message of the
            conversation, and <code className={code}>onError(error)</code> each failed call, e.g.
            for your analytics.
          </>
        }
        contentClassName="grid gap-4"
      >
        <CodeSample label="event callbacks example" code={callbacksSample(values)} />
        <Prose>
          With the script tag, the same events are DOM events of the widget's element:{' '}
          <code className={code}>frontdesk:open</code>,{' '}
          <code className={code}>frontdesk:close</code>,{' '}
          <code className={code}>frontdesk:message</code> and{' '}
          <code className={code}>frontdesk:error</code>, with the message or the error as{' '}
          <code className={code}>event.detail</code>.
        </Prose>
        <CodeSample label="script tag events example" code={scriptEventsSample} />
      </SectionCard>

      <SectionCard
        title="Talking to a person"
        description="When the operator cannot help, your team takes over in the same window."
      >
        <Prose>
          The panel offers a <strong>Talk to a person</strong> button while the operator answers;
          customers can also just ask (for example "can I talk to a human"). The conversation then
          waits in your Inbox, and the customer sees a notice instead of silence. Your team's
          replies, their name ("You're now chatting with Dana") and their typing arrive live while
          the panel is open; a closed widget shows an unread count on its button. Outside your
          business hours the customer is told when you are back and may leave an email address.
          After you resolve a conversation the widget asks "How would you rate this conversation?"
          (1 to 5, with an optional comment), when ratings are on in the Handoff settings. Each{' '}
          <code className={code}>ChatMessage</code> says who wrote it in{' '}
          <code className={code}>sender</code>: <code className={code}>customer</code>,{' '}
          <code className={code}>ai</code>, <code className={code}>staff</code> (with{' '}
          <code className={code}>senderName</code>) or <code className={code}>system</code> for a
          notice.
        </Prose>
      </SectionCard>

      <SectionCard
        title="Script Tag"
        description={
          <>
            No React? Paste this tag into any page, before{' '}
            <code className={code}>&lt;/body&gt;</code>: it loads the same widget.
          </>
        }
        contentClassName="grid gap-4"
      >
        <CodeSample label="script tag" code={scriptTagSample(values)} />
        <Prose>
          The props are <code className={code}>data-*</code> attributes of the tag:
        </Prose>
        <AttributesTable attributes={scriptAttributes} />
        <CodeSample label="script tag with options" code={scriptOptionsSample(values)} />
      </SectionCard>

      <SectionCard title="Live Preview" description="Try the widget with your key, on this page.">
        {apiKeys.isSuccess ? (
          <LivePreview
            apiKey={chosen}
            organizationId={organizationId}
            requiresVerifiedVisitors={settings.data?.requireVerifiedVisitors ?? false}
          />
        ) : (
          <Prose>
            {apiKeys.isError
              ? 'The preview needs your API keys, which failed to load.'
              : 'Loading the preview...'}
          </Prose>
        )}
      </SectionCard>
    </div>
  );
}

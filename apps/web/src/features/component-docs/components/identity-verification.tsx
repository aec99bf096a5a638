import { ShieldAlert } from 'lucide-react';
import { CodeSample } from '@/components/code-sample';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { identitySample, nodeHashSample, pythonHashSample, type SampleValues } from '../samples';
import { IdentitySettings } from './identity-settings';
import { Prose, Step, Subsection } from './subsection';

/** Why and how a site vouches for its signed-in users, with the secret it signs them with. */
export function IdentityVerification({ values }: { values: SampleValues }) {
  return (
    <Subsection title="Identity verification">
      <Prose>
        When your site knows who its visitor is, pass the user to the widget with a hash your server
        computes: <code className="font-mono">hash = HMAC-SHA256(secret, user.id)</code> in hex. A
        verified visitor finds their conversations again on any device, and you see who you talked
        to under Conversations. A wrong hash is refused.
      </Prose>
      <Prose>
        The hash signs the id only. The name and email you pass travel beside it through the
        visitor's browser, where they can be changed, so Conversations shows them apart from the
        verified id, as 'Name and email as given by the site, not verified'. Recognise your customer
        by the id.
      </Prose>
      <Alert role="note" className="border-primary/30 bg-accent/40">
        <ShieldAlert aria-hidden />
        <AlertTitle className="line-clamp-none">What a key proves, and what it does not</AlertTitle>
        <AlertDescription className="text-foreground/80">
          <p>
            Allowed origins on an API key protect a key used in browsers, which always say which
            site a call comes from. They do not protect a key copied to a server, which can claim
            any origin. And a public key never says who the visitor is: identity verification is
            what proves it.
          </p>
        </AlertDescription>
      </Alert>
      <IdentitySettings />
      <Step>1. On your server, compute the hash of the signed-in user, in Node:</Step>
      <CodeSample label="Node hash example" code={nodeHashSample} />
      <Prose>or in Python:</Prose>
      <CodeSample label="Python hash example" code={pythonHashSample} />
      <Step>
        2. Hand the result to your frontend and pass it as the{' '}
        <code className="font-mono">user</code> prop:
      </Step>
      <CodeSample label="identity example" code={identitySample(values)} />
    </Subsection>
  );
}

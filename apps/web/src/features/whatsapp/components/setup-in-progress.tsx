import { MESSAGING_SETUP_MAX_HOURS } from '@frontdesk/contracts';
import { ArrowLeft, Hourglass } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { IconTile } from '@/components/icon-tile';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { countryName, type WhatsAppSetup } from '../use-whatsapp-wizard';

/** Step 5: the request is in; nothing more to do but wait. There is no way back from here. */
export function SetupInProgress({ setup }: { setup: WhatsAppSetup }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const summary: [term: string, detail: string][] = [
    ['Phone number', setup.number.number],
    ['Location', `${setup.number.city}, ${setup.number.state}, ${countryName(setup.country)}`],
    ['Display name', setup.profile.displayName],
    ['Vertical', setup.profile.vertical],
  ];

  return (
    <Card>
      <CardHeader className="justify-items-center text-center">
        <IconTile icon={Hourglass} size="lg" className="mb-2 rounded-full" />
        <CardTitle className="text-lg">
          <h2 ref={heading} tabIndex={-1} className="outline-none">
            Setup in Progress
          </h2>
        </CardTitle>
        <p className="max-w-md text-muted-foreground text-sm">
          {`We're setting up your WhatsApp Business profile. Setup can take up to ${MESSAGING_SETUP_MAX_HOURS} hours; you will be notified as soon as your number is ready.`}
        </p>
      </CardHeader>
      <CardContent>
        <dl className="mx-auto grid max-w-md gap-3 rounded-lg border bg-muted/30 p-4 text-sm">
          {summary.map(([term, detail]) => (
            <div key={term} className="flex flex-wrap justify-between gap-x-4 gap-y-0.5">
              <dt className="text-muted-foreground">{term}</dt>
              <dd className="font-medium">{detail}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
      <CardFooter className="justify-center">
        <Button asChild variant="outline">
          <Link to="/dashboard">
            <ArrowLeft aria-hidden />
            Back to Dashboard
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

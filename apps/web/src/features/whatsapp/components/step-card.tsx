import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

interface StepCardProps {
  title: string;
  description: ReactNode;
  /**
   * Moves the focus to the step's heading when it shows, so that a keyboard or screen-reader
   * user who pressed Continue or Back lands on the new step instead of on nothing.
   */
  focusOnShow: boolean;
  children: ReactNode;
}

/** One step of the wizard: its heading, what it asks for, and the step's own form. */
export function StepCard({ title, description, focusOnShow, children }: StepCardProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [focusOnShow]);

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 ref={heading} tabIndex={-1} className="outline-none">
            {title}
          </h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

interface StepActionsProps {
  /** None on the first step: there is nowhere to go back to. */
  onBack?: () => void;
  /** The step's submit button; none where there is no way forward. */
  children?: ReactNode;
}

/** Back on the left, the way forward on the right; stacked with the way forward on top on phones. */
export function StepActions({ onBack, children }: StepActionsProps) {
  return (
    <div className="mt-6 flex flex-col-reverse gap-2 border-t pt-6 sm:flex-row sm:items-center sm:justify-between">
      {onBack ? (
        <Button type="button" variant="outline" onClick={onBack}>
          <ArrowLeft aria-hidden />
          Back
        </Button>
      ) : (
        <span aria-hidden className="hidden sm:block" />
      )}
      {children}
    </div>
  );
}

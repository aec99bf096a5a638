import type { ReactNode } from 'react';
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/components/ui/card';

interface SectionCardProps {
  /** The section's heading, a level below the page's. */
  title: ReactNode;
  description: ReactNode;
  /** A button at the header's end, e.g. the one that adds to the section's list. */
  action?: ReactNode;
  /** The content's classes, e.g. 'grid gap-4' for a stack of samples. */
  contentClassName?: string;
  /** None for a section that its heading and description say all of. */
  children?: ReactNode;
}

/** One section of a page as a card: its heading, a line about it, and its content. */
export function SectionCard({
  title,
  description,
  action,
  contentClassName,
  children,
}: SectionCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{title}</h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
        {action && <CardAction>{action}</CardAction>}
      </CardHeader>
      {children && <CardContent className={contentClassName}>{children}</CardContent>}
    </Card>
  );
}

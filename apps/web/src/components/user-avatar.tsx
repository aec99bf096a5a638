import type * as React from 'react';
import { Avatar, AvatarFallback } from '@/components/ui/avatar';
import { cn } from '@/lib/cn';

/**
 * Initials for an avatar (spec section 9): the first letters of up to two words of the name,
 * upper-cased; 'U' when there is no name to take them from.
 */
export function getInitials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const initials = words
    .slice(0, 2)
    // Array.from keeps a letter outside the BMP (an emoji, some scripts) in one piece.
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toUpperCase();
  return initials || 'U';
}

export function UserAvatar({
  name,
  className,
  ...props
}: Omit<React.ComponentProps<typeof Avatar>, 'children'> & { name: string | null | undefined }) {
  return (
    <Avatar data-slot="user-avatar" className={cn('size-8', className)} {...props}>
      <AvatarFallback className="bg-primary/10 font-medium text-primary">
        {getInitials(name)}
      </AvatarFallback>
    </Avatar>
  );
}

import { Link } from 'react-router';
import { cn } from '@/lib/cn';

/** The speech-bubble mark alone, for places with no room for the word. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      className={cn('size-7 shrink-0 text-primary', className)}
    >
      <path
        fill="currentColor"
        d="M16 3C8.82 3 3 8.15 3 14.5c0 3.3 1.57 6.27 4.09 8.37L6 29l6.13-3.42c1.22.28 2.51.42 3.87.42 7.18 0 13-5.15 13-11.5S23.18 3 16 3Z"
      />
      <circle cx="10.5" cy="14.5" r="1.9" className="fill-primary-foreground" />
      <circle cx="16" cy="14.5" r="1.9" className="fill-primary-foreground" />
      <circle cx="21.5" cy="14.5" r="1.9" className="fill-primary-foreground" />
    </svg>
  );
}

/** Mark plus word, linking home; the link's accessible name is the product name. */
export function BrandLogo({ className, to = '/' }: { className?: string; to?: string }) {
  return (
    <Link
      to={to}
      data-slot="brand-logo"
      className={cn(
        'inline-flex items-center gap-2 rounded-md font-semibold text-foreground text-lg tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
        className,
      )}
    >
      <BrandMark />
      <span>Frontdesk</span>
    </Link>
  );
}

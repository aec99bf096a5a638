import { cn } from '@/lib/cn';
import type { Showcase } from './marketing-content';

/**
 * Every item's illustration stacked in one fixed 16:10 box, only the active one visible: the box
 * never changes size, so switching items moves nothing on the page, and the next picture is
 * already loaded when its turn comes.
 */
export function ShowcaseMedia({
  items,
  activeIndex,
  className,
}: {
  items: readonly Showcase[];
  activeIndex: number;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'relative aspect-[16/10] w-full overflow-hidden rounded-xl border bg-card shadow-sm',
        className,
      )}
    >
      {items.map((item, index) => (
        <img
          key={item.image}
          src={item.image}
          alt={index === activeIndex ? item.imageAlt : ''}
          aria-hidden={index === activeIndex ? undefined : true}
          width={640}
          height={400}
          loading="lazy"
          decoding="async"
          className={cn(
            'absolute inset-0 size-full object-cover transition-opacity duration-500 motion-reduce:transition-none',
            index === activeIndex ? 'opacity-100' : 'opacity-0',
          )}
        />
      ))}
    </div>
  );
}

/**
 * All items' texts stacked in one grid cell: the cell is as tall as the longest text whichever
 * item is showing, so the text below never jumps.
 */
export function StackedText({
  items,
  activeIndex,
  render,
}: {
  items: readonly Showcase[];
  activeIndex: number;
  render(item: Showcase): React.ReactNode;
}) {
  return (
    <div className="grid">
      {items.map((item, index) => (
        <div
          key={item.title}
          aria-hidden={index === activeIndex ? undefined : true}
          className={cn('col-start-1 row-start-1', index === activeIndex ? 'visible' : 'invisible')}
        >
          {render(item)}
        </div>
      ))}
    </div>
  );
}

/** The thin bar that fills while an item is active. A transform, so it never triggers layout. */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(value)}
      className="h-1 w-full overflow-hidden rounded-full bg-primary/15"
    >
      <div
        className="h-full w-full origin-left bg-primary transition-transform duration-100 ease-linear motion-reduce:transition-none"
        style={{ transform: `scaleX(${value / 100})` }}
      />
    </div>
  );
}

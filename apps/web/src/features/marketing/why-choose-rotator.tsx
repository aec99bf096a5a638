import { type KeyboardEvent, useId, useRef } from 'react';
import { IconTile } from '@/components/icon-tile';
import { cn } from '@/lib/cn';
import { showcases } from './marketing-content';
import { ProgressBar, ShowcaseMedia, StackedText } from './showcase-media';
import { useAutoAdvance, useInteractionPause } from './use-auto-advance';

/** The spec leaves this list's timing open: 6 s per item, progress in 100 ms steps. */
export const ROTATOR_ITEM_MS = 6000;
export const ROTATOR_TICK_MS = 100;

/**
 * The rotating Why Choose list: one active item at a time with a progress bar; clicking an item
 * selects it and starts its progress again from 0. Built as tabs so keyboard users can move
 * through the items with the arrow keys.
 */
export function WhyChooseRotator() {
  const { isPaused, handlers } = useInteractionPause();
  const { index, progress, select } = useAutoAdvance({
    count: showcases.length,
    durationMs: ROTATOR_ITEM_MS,
    tickMs: ROTATOR_TICK_MS,
    paused: isPaused,
  });
  const baseId = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  function handleKeyDown(event: KeyboardEvent) {
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowRight: index + 1,
      ArrowUp: index - 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: showcases.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = (target + showcases.length) % showcases.length;
    select(next);
    tabs.current[next]?.focus();
  }

  return (
    <div className="mt-20 grid items-center gap-10 lg:grid-cols-2" {...handlers}>
      <div>
        <h3 className="font-bold text-2xl tracking-tight sm:text-3xl">
          Everything a great front desk does, automated
        </h3>
        <p className="mt-3 text-muted-foreground">
          One operator that knows your business, acts on it and gets better with every conversation.
        </p>
        <div
          role="tablist"
          aria-label="What your operator does"
          aria-orientation="vertical"
          className="mt-8 flex flex-col gap-2"
          onKeyDown={handleKeyDown}
        >
          {showcases.map(({ icon: Icon, title }, itemIndex) => {
            const isActive = itemIndex === index;
            return (
              <button
                key={title}
                ref={(element) => {
                  tabs.current[itemIndex] = element;
                }}
                type="button"
                role="tab"
                id={`${baseId}-tab-${itemIndex}`}
                aria-selected={isActive}
                aria-controls={`${baseId}-panel`}
                tabIndex={isActive ? 0 : -1}
                onClick={() => select(itemIndex)}
                className={cn(
                  'flex flex-col gap-3 rounded-xl border px-4 pt-4 pb-3 text-left outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50',
                  isActive
                    ? 'border-primary/40 bg-card shadow-sm'
                    : 'border-transparent hover:bg-card/60',
                )}
              >
                <span className="flex items-center gap-3">
                  <span
                    className={cn(
                      'flex size-9 shrink-0 items-center justify-center rounded-lg',
                      isActive
                        ? 'bg-primary text-primary-foreground'
                        : 'bg-primary/10 text-primary',
                    )}
                  >
                    <Icon className="size-4" aria-hidden="true" />
                  </span>
                  <span className="font-semibold">{title}</span>
                </span>
                {/* Every item keeps the bar's room so the list never changes height. The bar is
                    a visual cue only: the selected tab already tells assistive technology. */}
                <span aria-hidden="true" className={cn('block', !isActive && 'invisible')}>
                  <ProgressBar value={isActive ? progress : 0} label={`${title}: time shown`} />
                </span>
              </button>
            );
          })}
        </div>
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${index}`}
        className="flex flex-col gap-5"
      >
        <ShowcaseMedia items={showcases} activeIndex={index} />
        <StackedText
          items={showcases}
          activeIndex={index}
          render={({ icon: Icon, title, description }) => (
            <div className="flex items-start gap-4">
              <IconTile icon={Icon} className="shrink-0 rounded-lg" />
              <div>
                <p className="font-semibold text-lg">{title}</p>
                <p className="mt-1 text-muted-foreground">{description}</p>
              </div>
            </div>
          )}
        />
      </div>
    </div>
  );
}

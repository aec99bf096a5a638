import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { IconTile } from '@/components/icon-tile';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { slides } from './marketing-content';
import { ProgressBar, ShowcaseMedia, StackedText } from './showcase-media';
import { useAutoAdvance, useInteractionPause } from './use-auto-advance';

/** Spec section 9: five slides, 5000 ms each, progress in 100 ms ticks. */
export const SLIDE_MS = 5000;
export const SLIDE_TICK_MS = 100;

/** One of the carousel's icon buttons (pause, previous, next); its label is its name. */
function ControlButton({
  label,
  controls,
  onClick,
  children,
}: {
  label: string;
  /** The slide it changes, for aria-controls. */
  controls?: string;
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <Button
      type="button"
      variant="outline"
      size="icon"
      aria-label={label}
      aria-controls={controls}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

/**
 * The features carousel (the WAI-ARIA tabbed carousel): a pause button, a tab per slide with its
 * progress, previous and next. Rotation stops while a mouse rests on it or keyboard focus is in it.
 */
export function FeaturesCarousel() {
  const [isStopped, setStopped] = useState(false);
  const { isPaused, handlers } = useInteractionPause();
  const { index, progress, select } = useAutoAdvance({
    count: slides.length,
    durationMs: SLIDE_MS,
    tickMs: SLIDE_TICK_MS,
    paused: isStopped || isPaused,
  });
  const baseId = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const isRotating = !(isStopped || isPaused);

  function handleKeyDown(event: KeyboardEvent) {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: slides.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = (target + slides.length) % slides.length;
    select(next);
    tabs.current[next]?.focus();
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-labelledby="carousel-heading"
      className="py-20 sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8" {...handlers}>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="font-semibold text-primary text-sm uppercase tracking-wide">
              Product tour
            </p>
            <h2
              id="carousel-heading"
              className="mt-2 font-bold text-3xl tracking-tight sm:text-4xl"
            >
              See Frontdesk in action
            </h2>
          </div>
          <div className="flex items-center gap-2">
            <ControlButton
              label={isStopped ? 'Start automatic slide show' : 'Stop automatic slide show'}
              onClick={() => setStopped((stopped) => !stopped)}
            >
              {isStopped ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
            </ControlButton>
            <ControlButton
              label="Previous slide"
              controls={`${baseId}-slide`}
              onClick={() => select(index - 1)}
            >
              <ChevronLeft aria-hidden="true" />
            </ControlButton>
            <ControlButton
              label="Next slide"
              controls={`${baseId}-slide`}
              onClick={() => select(index + 1)}
            >
              <ChevronRight aria-hidden="true" />
            </ControlButton>
          </div>
        </div>

        <div
          role="tabpanel"
          id={`${baseId}-slide`}
          aria-roledescription="slide"
          aria-labelledby={`${baseId}-tab-${index}`}
          aria-live={isRotating ? 'off' : 'polite'}
          className="mt-10 grid items-center gap-8 rounded-2xl border bg-muted/50 p-4 sm:p-8 lg:grid-cols-5 lg:gap-12"
        >
          <div className="lg:col-span-2">
            <StackedText
              items={slides}
              activeIndex={index}
              render={({ icon: Icon, title, description }) => (
                <div>
                  <IconTile
                    icon={Icon}
                    size="lg"
                    className="rounded-lg bg-primary text-primary-foreground"
                  />
                  <h3 className="mt-5 font-bold text-2xl tracking-tight">{title}</h3>
                  <p className="mt-3 text-lg text-muted-foreground">{description}</p>
                </div>
              )}
            />
            <p className="mt-6 text-muted-foreground text-sm" aria-hidden="true">
              {index + 1} / {slides.length}
            </p>
          </div>
          <ShowcaseMedia items={slides} activeIndex={index} className="lg:col-span-3" />
        </div>

        <div
          role="tablist"
          aria-label="Slides"
          className="mt-6 grid grid-cols-5 gap-2 sm:gap-4"
          onKeyDown={handleKeyDown}
        >
          {slides.map(({ title }, slideIndex) => {
            const isActive = slideIndex === index;
            return (
              <button
                key={title}
                ref={(element) => {
                  tabs.current[slideIndex] = element;
                }}
                type="button"
                role="tab"
                id={`${baseId}-tab-${slideIndex}`}
                aria-selected={isActive}
                aria-controls={`${baseId}-slide`}
                aria-label={title}
                tabIndex={isActive ? 0 : -1}
                onClick={() => select(slideIndex)}
                className="group flex min-h-11 flex-col justify-end gap-2 rounded-md py-2 text-left outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <span
                  className={cn(
                    'hidden truncate font-medium text-sm sm:block',
                    isActive
                      ? 'text-foreground'
                      : 'text-muted-foreground group-hover:text-foreground',
                  )}
                >
                  {title}
                </span>
                <span aria-hidden="true" className="block w-full">
                  <ProgressBar value={isActive ? progress : 0} label={`${title}: time shown`} />
                </span>
              </button>
            );
          })}
        </div>
      </div>
    </section>
  );
}

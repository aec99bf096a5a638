import { Menu } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { LazyMobileDrawer, loadMobileDrawer } from './lazy-overlays';

/** The small-screen menu button; the drawer's code loads on first intent. */
export function MobileNav({ onContact }: { onContact(): void }) {
  const [open, setOpen] = useState(false);
  const [isRequested, setRequested] = useState(false);
  const preload = () => void loadMobileDrawer();

  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onTouchStart={preload}
        onFocus={preload}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <Menu className="size-5" aria-hidden="true" />
      </Button>
      {isRequested && (
        <Suspense fallback={null}>
          <LazyMobileDrawer open={open} onOpenChange={setOpen} onContact={onContact} />
        </Suspense>
      )}
    </>
  );
}

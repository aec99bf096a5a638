import { Toaster as Sonner, type ToasterProps } from 'sonner';

export function Toaster(props: ToasterProps) {
  return (
    <Sonner
      className="toaster group"
      position="top-right"
      richColors
      closeButton
      style={
        {
          '--normal-bg': 'var(--popover)',
          '--normal-text': 'var(--popover-foreground)',
          '--normal-border': 'var(--border)',
          // Rich colours' own texts are too light on their tints for small text (the success
          // green is 4.3:1 on its background; WCAG AA asks 4.5): the same hues, darker.
          '--success-text': 'hsl(140, 100%, 20%)',
          '--info-text': 'hsl(210, 92%, 35%)',
          '--warning-text': 'hsl(31, 92%, 30%)',
          '--error-text': 'hsl(360, 100%, 35%)',
        } as React.CSSProperties
      }
      {...props}
    />
  );
}

import type { ReactNode } from 'react';
import type { Control, ControllerRenderProps, FieldPath, FieldValues } from 'react-hook-form';
import { FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { cn } from '@/lib/cn';
import { CharacterCount } from './character-count';

export interface FieldShellProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOutput = TValues,
> {
  control: Control<TValues, unknown, TOutput>;
  name: TName;
  label: ReactNode;
  labelClassName?: string;
  /** Shown at the label's end, on its line: a "Forgot your password?" link, a live value. */
  labelAside?: ReactNode;
  labelRowClassName?: string;
  description?: ReactNode;
  descriptionClassName?: string;
  /** The most characters the schema allows: "n/max" stands beside the error as the user types. */
  counter?: number;
  /** The field's own box (FormItem). */
  itemClassName?: string;
}

type ShellProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOutput,
  TRest,
> = FieldShellProps<TValues, TName, TOutput> &
  TRest & {
    /**
     * The control, wrapped in FormControl so that the label and messages point at it. It gets
     * the props the frame does not use, e.g. a placeholder.
     */
    children(field: ControllerRenderProps<TValues, TName>, rest: TRest): ReactNode;
  };

/**
 * The frame every form field shares: label, control, description and the error message, wired
 * together by ids (see components/ui/form). Fields differ only in the control they put inside.
 */
export function FieldShell<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOutput = TValues,
  TRest extends object = object,
>({
  control,
  name,
  label,
  labelClassName,
  labelAside,
  labelRowClassName,
  description,
  descriptionClassName,
  counter,
  itemClassName,
  children,
  ...rest
}: ShellProps<TValues, TName, TOutput, TRest>) {
  const fieldLabel = <FormLabel className={labelClassName}>{label}</FormLabel>;
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={itemClassName}>
          {labelAside === undefined ? (
            fieldLabel
          ) : (
            <div className={cn('flex items-center justify-between gap-2', labelRowClassName)}>
              {fieldLabel}
              {labelAside}
            </div>
          )}
          {children(field, rest as TRest)}
          {description !== undefined && (
            <FormDescription className={descriptionClassName}>{description}</FormDescription>
          )}
          {counter === undefined ? (
            <FormMessage />
          ) : (
            <div className="flex items-start gap-3">
              <FormMessage />
              <CharacterCount value={field.value as string | undefined} max={counter} />
            </div>
          )}
        </FormItem>
      )}
    />
  );
}

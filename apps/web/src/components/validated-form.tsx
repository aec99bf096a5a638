import type { ReactNode } from 'react';
import type { FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form';
import { Form } from '@/components/ui/form';

interface ValidatedFormProps<TValues extends FieldValues, TOutput> {
  form: UseFormReturn<TValues, unknown, TOutput>;
  /** Called with the checked values only. */
  onSubmit: SubmitHandler<TOutput>;
  className?: string;
  children: ReactNode;
}

/**
 * A form whose schema (through react-hook-form) checks the fields on submit. The browser's own
 * checks are off, so that the schema's messages are the only ones shown.
 */
export function ValidatedForm<TValues extends FieldValues, TOutput = TValues>({
  form,
  onSubmit,
  className,
  children,
}: ValidatedFormProps<TValues, TOutput>) {
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className={className}>
        {children}
      </form>
    </Form>
  );
}

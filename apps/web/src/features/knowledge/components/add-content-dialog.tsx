import {
  type CreateContentInput,
  createContentSchema,
  KNOWLEDGE_TEXT_MAX,
} from '@frontdesk/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { useCreateContent } from '../api/create-content';

/** The add button and its dialog: one textarea with a live counter against the 5000 limit. */
export function AddContentDialog() {
  const [open, setOpen] = useState(false);
  const create = useCreateContent();
  const form = useForm<CreateContentInput>({
    resolver: zodResolver(createContentSchema),
    defaultValues: { text: '' },
  });

  function handleOpenChange(next: boolean) {
    // Closing mid-request would hide the outcome of a call that may still succeed.
    if (create.isPending) return;
    setOpen(next);
    if (!next) form.reset({ text: '' });
  }

  function onSubmit({ text }: CreateContentInput) {
    create.mutate(
      { text: text.trim() },
      {
        onSuccess: () => {
          toast.success('Knowledge content added successfully');
          setOpen(false);
          form.reset({ text: '' });
        },
        onError: () => toast.error('Failed to add knowledge content'),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden />
          Add Content
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Add knowledge content</DialogTitle>
          <DialogDescription>
            Paste a passage your operator can answer from: a FAQ, a policy, product details.
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
            <FormField
              control={form.control}
              name="text"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Content</FormLabel>
                  <FormControl>
                    <Textarea
                      rows={10}
                      className="field-sizing-fixed max-h-[50dvh]"
                      placeholder="e.g. We ship to every EU country within 3 to 5 working days..."
                      {...field}
                    />
                  </FormControl>
                  <div className="flex items-start gap-3">
                    <FormMessage />
                    <FormDescription
                      className={cn(
                        'ml-auto shrink-0 text-xs tabular-nums',
                        field.value.length > KNOWLEDGE_TEXT_MAX && 'text-destructive',
                      )}
                    >
                      {field.value.length}/{KNOWLEDGE_TEXT_MAX}
                    </FormDescription>
                  </div>
                </FormItem>
              )}
            />
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button" variant="outline" disabled={create.isPending}>
                  Cancel
                </Button>
              </DialogClose>
              <Button type="submit" disabled={create.isPending}>
                {create.isPending ? 'Adding...' : 'Add content'}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}

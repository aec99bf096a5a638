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
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useCreateApiKey } from '../api/create-api-key';
import {
  type CreateApiKeyFormValues,
  createApiKeyFormSchema,
  toCreateApiKeyPayload,
} from '../create-api-key-form';

const emptyForm: CreateApiKeyFormValues = { name: '', description: '', allowedOrigins: '' };

/** The 'Create Public API Key' button and its dialog. */
export function CreateApiKeyDialog() {
  const [open, setOpen] = useState(false);
  const create = useCreateApiKey();
  const form = useForm({
    resolver: zodResolver(createApiKeyFormSchema),
    defaultValues: emptyForm,
  });

  function handleOpenChange(next: boolean) {
    // Closing mid-request would hide the outcome of a call that may still succeed.
    if (create.isPending) return;
    setOpen(next);
    if (!next) form.reset(emptyForm);
  }

  const onSubmit = form.handleSubmit((values) =>
    create.mutate(toCreateApiKeyPayload(values), {
      onSuccess: () => {
        toast.success('API key created successfully');
        setOpen(false);
        form.reset(emptyForm);
      },
      onError: () => toast.error('Failed to create API key'),
    }),
  );

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden />
          Create Public API Key
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Create public API key</DialogTitle>
          <DialogDescription>
            Name the key after the website or app that will use it.
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            <FormField
              control={form.control}
              name="name"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Name</FormLabel>
                  <FormControl>
                    <Input placeholder="e.g. Website chat" autoComplete="off" {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="description"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Description</FormLabel>
                  <FormControl>
                    <Textarea
                      rows={3}
                      className="field-sizing-fixed"
                      placeholder="Optional"
                      {...field}
                      value={field.value ?? ''}
                    />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="allowedOrigins"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Allowed origins</FormLabel>
                  <FormControl>
                    <Textarea
                      rows={3}
                      className="field-sizing-fixed font-mono text-xs md:text-xs"
                      placeholder="https://www.example.com"
                      spellCheck={false}
                      autoCapitalize="off"
                      {...field}
                    />
                  </FormControl>
                  <FormDescription>
                    One origin per line, e.g. https://www.example.com. Leave empty to allow any
                    origin.
                  </FormDescription>
                  <FormMessage />
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
                {create.isPending ? 'Creating...' : 'Create key'}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}

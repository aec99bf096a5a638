import type { ContactInput } from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { FormDialog } from '@/components/form-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { api, errorMessage } from '@/lib/api-client';

const emptyForm: ContactInput = { name: '', email: '', message: '' };

interface ContactDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * The public contact form. Validation is the browser's own (required, type=email), as the spec
 * asks; the server validates again. The draft lives outside the dialog's content so that Cancel
 * keeps it; only a delivered message clears the fields.
 */
export function ContactDialog({ open, onOpenChange }: ContactDialogProps) {
  const [form, setForm] = useState<ContactInput>(emptyForm);
  const ids = useId();

  const send = useMutation({
    mutationFn: (input: ContactInput) => api.post<{ message: string }>(apiPaths.contact, input),
    onSuccess: () => {
      toast.success('Message Sent!', {
        description: "Thanks for reaching out. We'll get back to you shortly.",
      });
      setForm(emptyForm);
      onOpenChange(false);
    },
    onError: (error) => {
      toast.error(errorMessage(error, 'Your message could not be sent. Please try again.'));
    },
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    send.mutate(form);
  }

  function update(field: keyof ContactInput) {
    return (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [field]: event.target.value }));
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Contact Us"
      description="Have a question or want to schedule a demo? Fill out the form below."
      className="sm:max-w-md"
      onSubmit={handleSubmit}
      isPending={send.isPending}
      submitLabel="Send Message"
      pendingLabel="Sending..."
    >
      <div className="grid gap-2">
        <Label htmlFor={`${ids}-name`}>Name</Label>
        <Input
          id={`${ids}-name`}
          name="name"
          autoComplete="name"
          placeholder="Your Name"
          required
          value={form.name}
          onChange={update('name')}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${ids}-email`}>Email</Label>
        <Input
          id={`${ids}-email`}
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          required
          value={form.email}
          onChange={update('email')}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${ids}-message`}>Message</Label>
        <Textarea
          id={`${ids}-message`}
          name="message"
          rows={4}
          placeholder="How can we help?"
          required
          className="field-sizing-fixed"
          value={form.message}
          onChange={update('message')}
        />
      </div>
    </FormDialog>
  );
}

import type { MemberRole } from '@frontdesk/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { signedInToOrganization, stubFetch, testOrganization } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render';
import { RequirePermission } from './permission-gate';

function renderAs(role: MemberRole, element: React.ReactElement) {
  stubFetch(signedInToOrganization({ ...testOrganization, role }));
  return renderWithProviders([{ path: '/', element }]);
}

const dialogWithGatedTrigger = (
  <Dialog>
    <DialogTrigger asChild>
      <RequirePermission permission="tools.write">
        <Button>Add Tool</Button>
      </RequirePermission>
    </DialogTrigger>
    <DialogContent aria-describedby={undefined}>
      <DialogTitle>Add a tool</DialogTitle>
    </DialogContent>
  </Dialog>
);

/** The button, once the session has said the role (before that nothing is held back). */
async function offButton(name: string) {
  await waitFor(() => expect(screen.getByRole('button', { name })).toBeDisabled());
  return screen.getByRole('button', { name });
}

describe('RequirePermission', () => {
  it('leaves the control as it is for a role that may, even as a dialog trigger', async () => {
    const { user } = renderAs('editor', dialogWithGatedTrigger);
    const button = await screen.findByRole('button', { name: 'Add Tool' });
    expect(button).toBeEnabled();
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'Add a tool' })).toBeInTheDocument();
  });

  it('turns the control off for a role that may not, and says why on hover', async () => {
    const { user } = renderAs('viewer', dialogWithGatedTrigger);
    const button = await offButton('Add Tool');
    await user.click(button);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.hover(button.parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Your role (Viewer) does not allow this. Ask an owner or admin.',
    );
  });

  it('says why to a keyboard user too: the off control can still be reached', async () => {
    const { user } = renderAs('viewer', dialogWithGatedTrigger);
    await offButton('Add Tool');
    await user.tab();
    await waitFor(() =>
      expect(screen.getByRole('tooltip')).toHaveTextContent('Your role (Viewer)'),
    );
  });

  it('never runs the click of a control it turned off', async () => {
    const onClick = vi.fn();
    const { user } = renderAs(
      'billing',
      <RequirePermission permission="conversations.write">
        <Button onClick={onClick}>Delete</Button>
      </RequirePermission>,
    );
    const button = await offButton('Delete');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
    await user.hover(button.parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Your role (Billing)');
  });
});

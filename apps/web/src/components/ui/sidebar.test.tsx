import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  readSidebarCookie,
  Sidebar,
  SidebarContent,
  SidebarInset,
  SidebarProvider,
  SidebarTrigger,
} from './sidebar';

const initialWidth = window.innerWidth;

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

afterEach(() => setWidth(initialWidth));

function renderSidebar(props: { defaultOpen?: boolean } = {}) {
  return render(
    <SidebarProvider {...props}>
      <Sidebar collapsible="icon">
        <SidebarContent>Menu</SidebarContent>
      </Sidebar>
      <SidebarInset>
        <SidebarTrigger />
      </SidebarInset>
    </SidebarProvider>,
  );
}

const sidebarState = () =>
  document.querySelector('[data-slot="sidebar"]')?.getAttribute('data-state');

describe('Sidebar', () => {
  it('starts open and writes the cookie sidebar:state for 7 days on toggle', async () => {
    const cookieWrites = vi.spyOn(document, 'cookie', 'set');
    renderSidebar();
    expect(sidebarState()).toBe('expanded');

    await userEvent.click(screen.getByRole('button', { name: 'Toggle Sidebar' }));
    expect(sidebarState()).toBe('collapsed');
    expect(document.querySelector('[data-slot="sidebar"]')).toHaveAttribute(
      'data-collapsible',
      'icon',
    );
    expect(cookieWrites).toHaveBeenLastCalledWith('sidebar:state=false; path=/; max-age=604800');
    expect(readSidebarCookie()).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Toggle Sidebar' }));
    expect(sidebarState()).toBe('expanded');
    expect(cookieWrites).toHaveBeenLastCalledWith('sidebar:state=true; path=/; max-age=604800');
    expect(readSidebarCookie()).toBe(true);
  });

  it('toggles with Ctrl+B and Cmd+B but not with a plain B', () => {
    renderSidebar();
    fireEvent.keyDown(window, { key: 'b' });
    expect(sidebarState()).toBe('expanded');
    fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    expect(sidebarState()).toBe('collapsed');
    fireEvent.keyDown(window, { key: 'b', metaKey: true });
    expect(sidebarState()).toBe('expanded');
  });

  it('reads its initial state from the cookie', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test plants the cookie a returning visitor has
    document.cookie = 'sidebar:state=false; path=/';
    renderSidebar();
    expect(sidebarState()).toBe('collapsed');
  });

  it('sets the widths: 16rem, 3rem collapsed, 18rem in the mobile drawer', async () => {
    const { container, unmount } = renderSidebar();
    const wrapper = container.querySelector<HTMLElement>('[data-slot="sidebar-wrapper"]');
    expect(wrapper?.style.getPropertyValue('--sidebar-width')).toBe('16rem');
    expect(wrapper?.style.getPropertyValue('--sidebar-width-icon')).toBe('3rem');
    unmount();

    setWidth(375);
    const cookieWrites = vi.spyOn(document, 'cookie', 'set');
    renderSidebar();
    expect(screen.queryByText('Menu')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Toggle Sidebar' }));
    const drawer = await screen.findByRole('dialog');
    expect(drawer).toHaveTextContent('Menu');
    expect(drawer.style.getPropertyValue('--sidebar-width')).toBe('18rem');
    // The drawer's state is not the desktop preference: the cookie stays untouched.
    expect(cookieWrites).not.toHaveBeenCalled();
  });
});

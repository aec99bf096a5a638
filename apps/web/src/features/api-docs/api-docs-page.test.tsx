import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pageRoute, renderWithProviders } from '@/test/render';
import { ApiDocsPage } from './api-docs-page';

const routes = [
  { path: '/dashboard/api-docs', element: <ApiDocsPage /> },
  pageRoute('/dashboard/api-keys'),
];

describe('ApiDocsPage', () => {
  it('documents the base URL and both calls, linking to the API keys', async () => {
    renderWithProviders(routes, { initialEntries: ['/dashboard/api-docs'] });
    expect(await screen.findByRole('heading', { name: 'API Integration' })).toBeInTheDocument();
    for (const title of [
      'Prerequisites',
      'Getting Started',
      'Create a New Conversation',
      'Continue an Existing Conversation',
      'Authentication',
    ]) {
      expect(screen.getByText(title)).toBeInTheDocument();
    }
    expect(screen.getByText(`${window.location.origin}/api/v1`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'API Keys' })).toHaveAttribute(
      'href',
      '/dashboard/api-keys',
    );
  });

  it('copies a sample and says so', async () => {
    const { user } = renderWithProviders(routes, { initialEntries: ['/dashboard/api-docs'] });
    // user-event installs its own clipboard on setup; the spy goes on the one the page will use.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(await screen.findByRole('button', { name: 'Copy create request' }));
    expect(writeText).toHaveBeenCalledWith(
      expect.stringContaining('-d \'{"message": "Are you open on Saturday?"}\''),
    );
    expect(await screen.findByText('Copied to clipboard')).toBeInTheDocument();
  });
});

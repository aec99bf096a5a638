import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  it('shows the 404 texts, links home and logs the missing path', async () => {
    stubFetch({});
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders([{ path: '*', element: <NotFoundPage /> }], {
      initialEntries: ['/no/such/page?x=1'],
    });

    expect(await screen.findByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(consoleError).toHaveBeenCalledWith(
      '404 Error: User attempted to access non-existent route:',
      '/no/such/page',
    );
  });
});

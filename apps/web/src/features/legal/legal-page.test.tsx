import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/test/fetch-stub';
import { pageRoute, renderWithProviders } from '@/test/render';
import { LegalPage } from './legal-page';

const paths = ['/privacy-policy', '/terms-of-service', '/cookie-policy', '/disclaimer', '/eea'];
const titles = [
  'Privacy Policy',
  'Terms of Service',
  'Cookie Policy',
  'Disclaimer',
  'EEA Privacy Rights',
];

function renderLegal(path: string) {
  stubFetch({});
  return renderWithProviders(
    [...paths.map((p) => ({ path: p, element: <LegalPage /> })), pageRoute('/')],
    { initialEntries: [path] },
  );
}

describe('LegalPage', () => {
  it.each(paths.map((path, index) => [path, titles[index]]))(
    '%s shows its document, the date and a way home',
    async (path, title) => {
      const { user } = renderLegal(path!);
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByText('Last updated December 15, 2024')).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(3);
      await user.click(screen.getByRole('link', { name: 'Back to Home' }));
      expect(await screen.findByText('page /')).toBeInTheDocument();
    },
  );

  it('lists the cookie and the storage keys the app really uses', () => {
    renderLegal('/cookie-policy');
    for (const key of ['sidebar:state', 'accessToken', 'email', 'rememberMe', 'justSignedUp']) {
      expect(screen.getByRole('rowheader', { name: key })).toBeInTheDocument();
    }
  });

  it('warns that operator answers may be wrong', () => {
    renderLegal('/disclaimer');
    expect(screen.getByRole('heading', { name: 'AI answers can be wrong' })).toBeInTheDocument();
  });
});

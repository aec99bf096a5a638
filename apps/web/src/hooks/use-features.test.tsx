import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSession } from '@/lib/session';
import {
  apiError,
  everyFeature,
  type StubRoutes,
  signedInAs,
  signedInToOrganization,
  stubFetch,
} from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render';
import { addAllowance, type FeaturesState, useFeatures } from './use-features';

const FEATURES = 'GET /api/v1/features';

function FeaturesProbe() {
  const state = useFeatures();
  const { selectOrganization } = useSession();
  return (
    <div>
      <p>{state.isLoading ? 'loading' : 'loaded'}</p>
      <p>{`features: ${state.features.map((feature) => feature.feature).join(',') || 'none'}`}</p>
      <p>{`error: ${state.error ?? 'none'}`}</p>
      <button type="button" onClick={() => selectOrganization('org-2')}>
        Switch
      </button>
    </div>
  );
}

function renderProbe(routes: StubRoutes) {
  const stub = stubFetch(routes);
  return { ...stub, ...renderWithProviders([{ path: '/', element: <FeaturesProbe /> }]) };
}

const state = (features: FeaturesState['features'], isLoading = false): FeaturesState => ({
  features,
  isLoading,
  error: null,
});

describe('useFeatures', () => {
  it("loads the organization's features, and again when the organization changes", async () => {
    let organization = { id: 'org-1', name: 'Acme', description: '' };
    const { calls, user } = renderProbe({
      ...signedInToOrganization(),
      'GET /api/v1/organizations/me': () => ({ body: organization }),
      'GET /api/v1/auth/organization/org-2': () => {
        organization = { id: 'org-2', name: 'Globex', description: '' };
        return { body: {} };
      },
      [FEATURES]: () => ({
        body: organization.id === 'org-1' ? everyFeature : [{ feature: 'contents', max: '3' }],
      }),
    });

    expect(await screen.findByText(/features: contents,contents.add,tools/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Switch' }));
    expect(await screen.findByText('features: contents')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/v1/features')).toHaveLength(2);
  });

  it('is an empty list, asking nothing, without an organization', async () => {
    const { calls } = renderProbe({
      ...signedInAs({ active: true }),
      'GET /api/v1/organizations/me': apiError(403, 'organization_required', 'Select one.'),
    });
    expect(await screen.findByText('features: none')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/v1/features')).toBe(false);
  });

  it("says the server's message on failure, with an empty list", async () => {
    renderProbe({
      ...signedInToOrganization(),
      [FEATURES]: apiError(500, 'internal', 'The plan store is down.'),
    });
    expect(await screen.findByText('error: The plan store is down.')).toBeInTheDocument();
    expect(screen.getByText('features: none')).toBeInTheDocument();
    expect(screen.getByText('loaded')).toBeInTheDocument();
  });

  it("says 'Failed to fetch features' when the failure has no message", async () => {
    renderProbe({ ...signedInToOrganization(), [FEATURES]: { status: 502 } });
    expect(await screen.findByText('error: Failed to fetch features')).toBeInTheDocument();
    expect(screen.getByText('features: none')).toBeInTheDocument();
  });
});

describe('addAllowance', () => {
  const starter = [
    { feature: 'contents', max: '3' },
    { feature: 'contents.add', max: '3' },
  ];

  it('holds nothing back while the features are loading', () => {
    expect(addAllowance(state([], true), 'tools', 99)).toEqual({ kind: 'unknown' });
  });

  it('says a feature the plan lacks is missing, whatever the count', () => {
    expect(addAllowance(state(starter), 'tools', 0)).toEqual({ kind: 'missing' });
    expect(addAllowance(state([]), 'contents', undefined)).toEqual({ kind: 'missing' });
  });

  it('reaches the limit at the maximum of the .add feature, not before', () => {
    expect(addAllowance(state(starter), 'contents', 2)).toEqual({ kind: 'allowed' });
    expect(addAllowance(state(starter), 'contents', 3)).toEqual({ kind: 'limit', max: 3 });
    expect(addAllowance(state(starter), 'contents', 4)).toEqual({ kind: 'limit', max: 3 });
    expect(addAllowance(state(starter), 'contents', undefined)).toEqual({ kind: 'unknown' });
  });

  it('allows any count when the plan sets no maximum', () => {
    expect(addAllowance(state([{ feature: 'tools' }]), 'tools', 500)).toEqual({
      kind: 'allowed',
    });
  });
});

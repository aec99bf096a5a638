import type { RouteObject } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { ActivationRoute, GuestOnlyRoute, ProtectedRoute } from './guards';
import { RootLayout } from './root-layout';

/**
 * Every route of the spec's route table. Pages load lazily so that the landing page does not
 * download the dashboard's code.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // The first page load waits for its lazy route: show the loading state, not a blank page.
    HydrateFallback: LoadingScreen,
    children: [
      {
        path: '/',
        lazy: () =>
          import('@/features/marketing/landing-page').then((m) => ({ Component: m.LandingPage })),
      },
      {
        path: '/change-password',
        lazy: () =>
          import('@/features/auth/change-password-page').then((m) => ({
            Component: m.ChangePasswordPage,
          })),
      },
      ...legalRoutes(),
      {
        element: <GuestOnlyRoute />,
        children: [
          {
            path: '/sign-in',
            lazy: () =>
              import('@/features/auth/sign-in-page').then((m) => ({ Component: m.SignInPage })),
          },
          {
            path: '/sign-up',
            lazy: () =>
              import('@/features/auth/sign-up-page').then((m) => ({ Component: m.SignUpPage })),
          },
        ],
      },
      {
        // Open to guests and to signed-in users alike: the invitation decides which form shows.
        path: '/invitations/:token',
        lazy: () =>
          import('@/features/team/accept-invitation-page').then((m) => ({
            Component: m.AcceptInvitationPage,
          })),
      },
      {
        element: <ActivationRoute />,
        children: [
          {
            path: '/account-activation',
            lazy: () =>
              import('@/features/auth/account-activation-page').then((m) => ({
                Component: m.AccountActivationPage,
              })),
          },
        ],
      },
      {
        element: <ProtectedRoute />,
        children: [
          {
            path: '/profile',
            lazy: () =>
              import('@/features/profile/profile-page').then((m) => ({ Component: m.ProfilePage })),
          },
          {
            path: '/organizations',
            lazy: () =>
              import('@/features/organizations/organizations-page').then((m) => ({
                Component: m.OrganizationsPage,
              })),
          },
          {
            path: '/create-organization',
            lazy: () =>
              import('@/features/organizations/create-organization-page').then((m) => ({
                Component: m.CreateOrganizationPage,
              })),
          },
          {
            path: '/dashboard',
            lazy: () => import('./dashboard-route').then((m) => ({ Component: m.DashboardRoute })),
            children: dashboardRoutes(),
          },
        ],
      },
      {
        path: '*',
        lazy: () =>
          import('@/features/not-found/not-found-page').then((m) => ({
            Component: m.NotFoundPage,
          })),
      },
    ],
  },
];

function legalRoutes(): RouteObject[] {
  const pages = ['privacy-policy', 'terms-of-service', 'cookie-policy', 'disclaimer', 'eea'];
  return pages.map((page) => ({
    path: `/${page}`,
    lazy: () => import('@/features/legal/legal-page').then((m) => ({ Component: m.LegalPage })),
  }));
}

/** The dashboard's nested sections. */
function dashboardRoutes(): RouteObject[] {
  return [
    {
      index: true,
      lazy: () =>
        import('@/features/dashboard/dashboard-home').then((m) => ({ Component: m.DashboardHome })),
    },
    {
      path: 'conversations',
      lazy: () =>
        import('@/features/conversations/conversations-page').then((m) => ({
          Component: m.ConversationsPage,
        })),
    },
    {
      path: 'inbox',
      lazy: () => import('@/features/inbox/inbox-page').then((m) => ({ Component: m.InboxPage })),
    },
    {
      path: 'profile',
      lazy: () =>
        import('@/features/profile/profile-page').then((m) => ({ Component: m.ProfilePage })),
    },
    {
      path: 'configuration',
      lazy: () =>
        import('@/features/configuration/configuration-page').then((m) => ({
          Component: m.ConfigurationPage,
        })),
    },
    {
      path: 'configuration/handoff',
      lazy: () =>
        import('@/features/handoff/handoff-page').then((m) => ({ Component: m.HandoffPage })),
    },
    {
      path: 'knowledge',
      lazy: () =>
        import('@/features/knowledge/knowledge-page').then((m) => ({ Component: m.KnowledgePage })),
    },
    {
      path: 'knowledge/gaps',
      lazy: () =>
        import('./knowledge-gaps-route').then((m) => ({ Component: m.KnowledgeGapsRoute })),
    },
    {
      path: 'knowledge/tests',
      handle: { title: 'Answer tests' },
      lazy: () =>
        import('@/features/answer-tests/answer-tests-page').then((m) => ({
          Component: m.AnswerTestsPage,
        })),
    },
    {
      path: 'tools',
      lazy: () => import('@/features/tools/tools-page').then((m) => ({ Component: m.ToolsPage })),
    },
    {
      path: 'api-docs',
      lazy: () =>
        import('@/features/api-docs/api-docs-page').then((m) => ({ Component: m.ApiDocsPage })),
    },
    {
      path: 'component-docs',
      lazy: () =>
        import('@/features/component-docs/component-docs-page').then((m) => ({
          Component: m.ComponentDocsPage,
        })),
    },
    {
      path: 'api-keys',
      lazy: () =>
        import('@/features/api-keys/api-keys-page').then((m) => ({ Component: m.ApiKeysPage })),
    },
    {
      path: 'billing',
      handle: { title: 'Billing & Usage' },
      lazy: () =>
        import('@/features/billing/billing-page').then((m) => ({ Component: m.BillingPage })),
    },
    {
      path: 'billing/portal',
      handle: { title: 'Billing Portal' },
      lazy: () =>
        import('@/features/billing/portal-page').then((m) => ({ Component: m.PortalPage })),
    },
    {
      path: 'organization/details',
      lazy: () =>
        import('@/features/organizations/organization-details-page').then((m) => ({
          Component: m.OrganizationDetailsPage,
        })),
    },
    {
      path: 'organization/verification',
      handle: { title: 'Organization Verification' },
      lazy: () =>
        import('@/features/verification/verification-page').then((m) => ({
          Component: m.VerificationPage,
        })),
    },
    {
      path: 'users',
      lazy: () => import('@/features/team/team-page').then((m) => ({ Component: m.TeamPage })),
    },
    {
      path: 'whatsapp',
      lazy: () =>
        import('@/features/whatsapp/whatsapp-page').then((m) => ({ Component: m.WhatsAppPage })),
    },
  ];
}

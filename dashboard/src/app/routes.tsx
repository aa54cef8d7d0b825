import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from '../features/errors/NotFoundPage';
import type { PageHeading, PageHeadingHandle } from '../lib/routing/pageHeading';
import { onlineStoresKey } from '../lib/onlineStore/onlineStoreApi';
import { socialAccountsKey } from '../lib/owner/socialAccount';
import { waitingUseRequestsKey } from '../lib/todo/useShopTodo';
import { logoutAction } from './logoutAction';
import { OperatorOnly } from './OperatorOnly';
import { PageLoading } from './PageLoading';
import type { ReadAheadHandle } from './readAhead';
import { RouteError } from './RouteError';
import { SignedOutOnly } from './SignedOutOnly';
import { SIGNED_OUT_SCREENS } from './signedOutScreens';

/** What the page's loading shows before the page's code and the account (LayoutLoading). */
const heading = (pageHeading: PageHeading): PageHeadingHandle => ({ heading: pageHeading });

/** The Instagram sections' headings: their lists' own, and their frame's when a page cannot be drawn. */
const CONTENTS_HEADING: PageHeading = {
  titleKey: 'social.contents.title',
  subtitleKey: 'social.contents.pulled_note',
};
const AUTHORS_HEADING: PageHeading = {
  titleKey: 'social.authors.title',
  subtitleKey: 'social.authors.subtitle',
};

const page = (load: () => Promise<{ Component: React.ComponentType }>) => ({ lazy: load });

/** The route table (SPEC §2); every screen is a lazily loaded module (one chunk per route). */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <Outlet />,
    HydrateFallback: PageLoading,
    errorElement: <RouteError />,
    children: [
      { path: 'logout', action: logoutAction },
      {
        element: <SignedOutOnly />,
        children: [
          {
            path: 'signin',
            ...page(async () => ({ Component: await SIGNED_OUT_SCREENS['/signin']() })),
          },
          {
            path: 'signup',
            ...page(async () => ({ Component: await SIGNED_OUT_SCREENS['/signup']() })),
          },
          {
            path: 'signup-confirmation/:address',
            lazy: async () => {
              const module = await import('../features/auth/SignUpConfirmationPage');
              return { Component: module.SignUpConfirmationPage, loader: module.signUpConfirmationLoader };
            },
          },
          {
            path: 'forgotten-password',
            ...page(async () => ({ Component: await SIGNED_OUT_SCREENS['/forgotten-password']() })),
          },
          {
            path: 'reset-password/:token',
            ...page(async () => ({
              Component: (await import('../features/auth/ResetPasswordPage')).ResetPasswordPage,
            })),
          },
        ],
      },
      {
        ...page(async () => ({
          Component: (await import('../features/layout/AuthenticatedLayout')).AuthenticatedLayout,
        })),
        children: [
          {
            index: true,
            ...page(async () => ({ Component: (await import('../features/home/HomePage')).HomePage })),
            handle: {
              ...heading({ subtitleKey: 'home.subtitle' }),
              drawsWhileAccountLoads: true,
              // The to-do's use requests, answered in place, are the home's largest paint.
              readsAhead: (shopId) => [waitingUseRequestsKey(shopId)],
            } satisfies PageHeadingHandle & ReadAheadHandle,
          },
          {
            path: 'account',
            handle: heading({ titleKey: 'account.title' }),
            ...page(async () => ({
              Component: (await import('../features/account/AccountLayout')).AccountLayout,
            })),
            children: [
              {
                index: true,
                ...page(async () => ({
                  Component: (await import('../features/account/SocialsTab')).SocialsTab,
                })),
              },
              {
                path: 'offer',
                ...page(async () => ({ Component: (await import('../features/account/OfferTab')).OfferTab })),
              },
              {
                path: 'invoices',
                ...page(async () => ({
                  Component: (await import('../features/account/InvoicesTab')).InvoicesTab,
                })),
              },
              {
                path: 'password',
                ...page(async () => ({
                  Component: (await import('../features/account/PasswordTab')).PasswordTab,
                })),
              },
              {
                path: 'online-store',
                // The store's card is the tab's largest paint: asked for with the frame's reads.
                handle: {
                  readsAhead: (shopId) => [onlineStoresKey(shopId)],
                } satisfies ReadAheadHandle,
                ...page(async () => ({
                  Component: (await import('../features/account/OnlineStoreTab')).OnlineStoreTab,
                })),
              },
            ],
          },
          {
            path: 'notifications',
            handle: heading({ titleKey: 'notifications.title' }),
            ...page(async () => ({
              Component: (await import('../features/notifications/NotificationsPage')).NotificationsPage,
            })),
          },
          {
            path: 'tutorial',
            handle: heading({ titleKey: 'tutorial.title' }),
            ...page(async () => ({
              Component: (await import('../features/tutorial/TutorialPage')).TutorialPage,
            })),
          },
          {
            path: 'rewards',
            handle: heading({ titleKey: 'rewards.title', subtitleKey: 'rewards.subtitle' }),
            ...page(async () => ({
              Component: (await import('../features/rewards/RewardsPage')).RewardsPage,
            })),
          },
          {
            path: 'rewards/:type/add',
            lazy: async () => {
              const module = await import('../features/rewards/ConfigRewardPage');
              return { Component: module.ConfigRewardCreatePage, loader: module.rewardTypeLoader };
            },
          },
          {
            // Loaded before render; a failed load shows the route error (config_reward.errors.get)
            // inside the layout, so that the navigation stays at hand.
            path: 'rewards/:type/:id',
            lazy: async () => {
              const module = await import('../features/rewards/ConfigRewardPage');
              return {
                Component: module.ConfigRewardEditPage,
                loader: module.configRewardLoader,
                ErrorBoundary: module.ConfigRewardError,
              };
            },
          },
          {
            path: 'automations',
            handle: heading({ titleKey: 'automations.title', subtitleKey: 'automations.subtitle' }),
            ...page(async () => ({
              Component: (await import('../features/automations/AutomationsPage')).AutomationsPage,
            })),
          },
          {
            path: 'automations/add',
            ...page(async () => ({
              Component: (await import('../features/automations/AutomationFormPage')).AutomationCreatePage,
            })),
          },
          {
            // Loaded before render; a failed load toasts automation.errors.get inside the layout.
            path: 'automations/:id',
            lazy: async () => {
              const module = await import('../features/automations/AutomationFormPage');
              return {
                Component: module.AutomationEditPage,
                loader: module.automationLoader,
                ErrorBoundary: module.AutomationError,
              };
            },
          },
          {
            path: 'analytics',
            handle: heading({ titleKey: 'analytics.title', subtitleKey: 'analytics.subtitle' }),
            ...page(async () => ({
              Component: (await import('../features/analytics/AnalyticsPage')).AnalyticsPage,
            })),
          },
          {
            // Static paths above win over this one; an unsupported network answers 404.
            path: ':social',
            handle: {
              // Every Instagram screen opens on the shop's account.
              readsAhead: (shopId) => [socialAccountsKey(shopId)],
              sectionHeading: CONTENTS_HEADING,
            } satisfies ReadAheadHandle & PageHeadingHandle,
            lazy: async () => {
              const module = await import('../features/instagram/layout/SocialLayout');
              return { Component: module.SocialLayout, loader: module.socialLoader };
            },
            children: [
              { index: true, element: <Navigate to="contents" replace /> },
              {
                path: 'contents',
                handle: heading(CONTENTS_HEADING),
                ...page(async () => ({
                  Component: (await import('../features/instagram/contents/ContentsPage')).ContentsPage,
                })),
              },
              {
                path: 'contents/:id',
                handle: { sectionHeading: CONTENTS_HEADING } satisfies PageHeadingHandle,
                lazy: async () => {
                  const module = await import('../features/instagram/content/ContentPage');
                  return { Component: module.ContentPage, loader: module.contentLoader };
                },
              },
              {
                path: 'authors',
                handle: heading(AUTHORS_HEADING),
                ...page(async () => ({
                  Component: (await import('../features/instagram/authors/AuthorsPage')).AuthorsPage,
                })),
              },
              {
                path: 'authors/:username',
                handle: { sectionHeading: AUTHORS_HEADING } satisfies PageHeadingHandle,
                ...page(async () => ({
                  Component: (await import('../features/instagram/authors/AuthorLayout')).AuthorLayout,
                })),
                children: [
                  {
                    index: true,
                    ...page(async () => ({
                      Component: (await import('../features/instagram/authors/AuthorContentsTab'))
                        .AuthorContentsTab,
                    })),
                  },
                  {
                    path: 'rewards',
                    ...page(async () => ({
                      Component: (await import('../features/instagram/authors/AuthorRewardsTab'))
                        .AuthorRewardsTab,
                    })),
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        // merci's team: the operator's console, in its own frame. Anyone else signed in finds
        // nothing here (OperatorOnly); a shop's frame sends an operator here (ADR 022).
        id: 'admin',
        path: 'admin',
        element: <OperatorOnly />,
        children: [
          {
            ...page(async () => ({
              Component: (await import('../features/admin/AdminLayout')).AdminLayout,
            })),
            children: [
              {
                index: true,
                ...page(async () => ({
                  Component: (await import('../features/admin/AdminShopsPage')).AdminShopsPage,
                })),
              },
              {
                path: 'shops/:id',
                lazy: async () => {
                  const module = await import('../features/admin/AdminShopPage');
                  return { Component: module.AdminShopPage, loader: module.adminShopLoader };
                },
              },
            ],
          },
        ],
      },
      // Small and also the 404 of the error screen: bundled with the app rather than split.
      { path: '*', Component: NotFoundPage },
    ],
  },
];

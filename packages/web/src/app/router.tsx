import { createBrowserRouter, redirect, type DataRouter, type RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { PageLoader } from '../components/page-loader';
import { guardLoader } from './guards/guard-loader';
import type { GuardDeps } from './guards/guard-deps';
import { logOutLoader } from './log-out-loader';
import { NotFoundPage } from './not-found-page';
import { withPageData } from './page-data';
import { RouteError } from './route-error';
import { APP_ROUTES, LOGOUT_PATH, type PageHandle } from './routes';
import { MainShell } from './shell/main-shell';

/** The route objects: the route table's pages inside the main shell, each behind its guard loader. */
export function buildRoutes(deps: GuardDeps): RouteObject[] {
  // A page's code loads beside its guard and then its data (React Router runs `lazy` and `loader`
  // together): a navigation keeps the current page on screen until both are ready, and the first
  // paint shows the hydrate fallback meanwhile.
  const pages: RouteObject[] = APP_ROUTES.map((route) => ({
    path: route.path,
    // The shell names the tab after the page (WCAG 2.4.2), beside the brand's name.
    handle: { title: route.title } satisfies PageHandle,
    loader: withPageData(guardLoader(route, deps), route.pageData, deps.queryClient),
    lazy: async () => {
      const Page = await route.page();
      return { element: <Page title={route.title} /> };
    },
  }));
  return [
    // Redirect-only routes render nothing (`element: null`); their loaders always redirect.
    {
      path: LOGOUT_PATH,
      loader: logOutLoader(deps.queryClient),
      element: null,
      hydrateFallbackElement: <PageLoader />,
    },
    {
      element: <MainShell />,
      errorElement: <RouteError />,
      children: [
        {
          // A failing page keeps the shell (and its help button) around its error.
          errorElement: <RouteError />,
          hydrateFallbackElement: <PageLoader />,
          // '/index.html' goes to '/'; any other unknown path says it was not found.
          children: [
            ...pages,
            { path: '/index.html', loader: () => redirect('/'), element: null },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}

type RouterFactory = (routes: RouteObject[]) => DataRouter;

/** The app's data router; tests pass a memory router factory. */
export function createAppRouter(queryClient: QueryClient, create: RouterFactory = createBrowserRouter) {
  let router: DataRouter | undefined = undefined;
  const currentLocation = () => (router?.state.initialized ? router.state.location : null);
  router = create(buildRoutes({ queryClient, currentLocation }));
  return router;
}

/** Resolves once the router has loaded its first route (its guard, loader and page code). */
export function routerReady(router: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

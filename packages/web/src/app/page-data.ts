import { onlineManager, type QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { waitAtMost } from '../lib/wait-at-most';

/**
 * What a page shows first, asked for before it renders: the queries it would otherwise start as
 * it mounts. The page then draws once, with its content, instead of its placeholders first and
 * its content in a second render (issue 21). That second render was the daily exercise's longest
 * task after the first paint, and a data answer renders outside a transition, in one piece; as
 * part of the router's navigation the page renders in slices (React Router renders its state
 * changes as transitions).
 */
export type PageData = (queryClient: QueryClient) => Promise<unknown>;

/**
 * How long a page's loader waits for that data. On a first load the answers are usually in
 * already (early-requests.js asked for them as the HTML arrived); a slower answer should not
 * hold the page back, so past this wait the page shows with its placeholders and its queries
 * take over the requests still on their way.
 */
export const PAGE_DATA_WAIT_MS = 1000;

/**
 * `guard` followed by the page's data. The data is asked for only once the guard lets the user
 * in (a redirect asks for nothing), never fails the navigation (the page shows its own errors
 * from the same queries), and is not waited for offline (the queries are paused there: the page
 * opens from what is kept on the device) nor past PAGE_DATA_WAIT_MS or a cancelled navigation.
 */
export function withPageData(
  guard: LoaderFunction,
  pageData: PageData | undefined,
  queryClient: QueryClient,
): LoaderFunction {
  if (!pageData) return guard;
  return async (args, handlerContext) => {
    const result = await guard(args, handlerContext);
    if (result instanceof Response || !onlineManager.isOnline()) return result;
    await waitAtMost(pageData(queryClient), PAGE_DATA_WAIT_MS, args.request.signal);
    return result;
  };
}

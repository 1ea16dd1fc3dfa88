import type { LoaderFunction } from 'react-router';
import type { AppRoute } from '../routes';
import { clientGuard } from './client-guard';
import { coachGuard } from './coach-guard';
import type { GuardDeps } from './guard-deps';
import { guestOnlyGuard } from './guest-only-guard';
import { ownerGuard } from './owner-guard';
import { sessionGuard } from './session-guard';

/** The loader that guards a route of the route table. */
export function guardLoader(route: AppRoute, deps: GuardDeps): LoaderFunction {
  switch (route.guard) {
    case 'guestOnly':
      return guestOnlyGuard(deps);
    case 'anyone':
      return () => null;
    case 'session':
      return sessionGuard(deps);
    case 'coach':
      return coachGuard(deps, route.name);
    case 'owner':
      return ownerGuard(deps, route.name);
    case 'client':
      return clientGuard(deps, route.name, route.flag);
  }
}

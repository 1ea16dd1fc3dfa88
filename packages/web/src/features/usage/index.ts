/** The usage feature's door (issue 20): the "Usage" card of the coach's dashboard and the owner's company page. */
export { UsageCard } from './components/usage-card';
export { usageQueryKeys, type UsageScope } from './api/get-usage';

/** The rewards module's door: raffle tickets, campaign totals and task rewards (issue 19). */
export { rewardsRoutes } from './rewards.routes';
export { candidateRaffleWeeks, clientRaffleWeek, ticketsThisWeekOf } from './rewards.service';
export { ticketsOfWeeksColumn } from './rewards.repo';

/** The rewards feature's door: the raffle after a completed task or reflection, and the task reward. */
export { RaffleProvider, useRaffle } from './components/raffle-provider';

/*
 * What a client sees after a ticket (spec: Reward {quote, credit, img}), chosen by their reward
 * setting: Inspiring quotes (quote), Funny memes and gifs (img), Any, None. All of it is ours:
 * the quotes are written for Tandem and the pictures are drawings made for it
 * (packages/web/public/rewards/, released with the code under its licence), so nothing needs
 * a third party's permission. `credit` names the author.
 */

export const REWARD_QUOTES: readonly string[] = [
  'Small steps, taken daily, walk a long way.',
  'You do not have to feel ready. You only have to begin.',
  'A habit is a promise you keep to yourself, one day at a time.',
  'Rest is part of the work, not a break from it.',
  'Progress you can repeat beats perfection you cannot.',
  'Today counts, even when it is small.',
  'Be as patient with yourself as you would be with a friend.',
  'The best time to reset is the next five minutes.',
  'What you water grows. Keep watering.',
  'Done is a kind of beautiful.',
  'Your future self is cheering for the choice you just made.',
  'One kind word to yourself can change the whole day.',
];

/** Who a reward is from: the team of the company the client is coached in (issue 45). */
export const rewardCredit = (companyName: string) => `The ${companyName} team`;

export const REWARD_IMAGES: readonly string[] = [
  '/rewards/coffee-cheers.svg',
  '/rewards/plant-high-five.svg',
  '/rewards/sloth-done.svg',
];

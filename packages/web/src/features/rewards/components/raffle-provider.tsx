import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { Button, Group, Image, Stack, Text, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import {
  pointsText,
  RAFFLE_CAMPAIGN_ID,
  RAFFLE_GIFTS,
  type RaffleEntryType,
  type RaffleResult,
  type Reward,
} from '@tandem/shared';
import { DeferredModal } from '../../../components/deferred-modal';
import { failureMessage } from '../../../lib/api-errors';
import { getEligibility, getReward, useOpenGift } from '../api/raffle';
import { Confetti } from './confetti';

/** The ticket count climbs to its total in steps, one every 200 ms (client side 9). */
export const TICKET_STEP_MS = 200;
const TICKET_STEPS = 10;

type Stage =
  | { kind: 'idle' }
  | { kind: 'gifts'; entryType: RaffleEntryType; entry: number }
  | { kind: 'revealed'; result: RaffleResult }
  | { kind: 'reward'; reward: Reward };

const RaffleContext = createContext<(entryType: RaffleEntryType, entry: number) => void>(() => undefined);

/** Offers the raffle after a task or reflection is completed: `useRaffle()(type, id)`. */
export const useRaffle = () => useContext(RaffleContext);

const hasReward = (reward: Reward) => Boolean(reward.quote || reward.img);

/**
 * The raffle (client side 4): after a completed task, when the client may enter, three gifts;
 * picking one reveals its points (climbing every 200 ms, grouped with commas), the bonuses and
 * confetti; Finish shows the task reward unless the client chose none. Not eligible: the task
 * reward straight away. Every step is a button in a dialog, so it all works by keyboard.
 */
export function RaffleProvider({ children }: { children: ReactNode }) {
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const open = useOpenGift();

  const showReward = useCallback(async () => {
    const reward = await getReward().catch(() => null);
    setStage(reward && hasReward(reward) ? { kind: 'reward', reward } : { kind: 'idle' });
  }, []);

  const offer = useCallback(
    (entryType: RaffleEntryType, entry: number) => {
      void getEligibility(entryType, entry)
        .then((eligibility) =>
          eligibility.is_eligible ? setStage({ kind: 'gifts', entryType, entry }) : showReward(),
        )
        // Coaches and anyone without a client profile are refused: nothing to show.
        .catch(() => undefined);
    },
    [showReward],
  );

  const pick = (gift: number) => {
    if (stage.kind !== 'gifts') return;
    open.mutate(
      { entry_type: stage.entryType, entry: stage.entry, campaign: RAFFLE_CAMPAIGN_ID, gift },
      { onSuccess: (result) => setStage({ kind: 'revealed', result }) },
    );
  };

  const close = () => setStage({ kind: 'idle' });

  return (
    <RaffleContext.Provider value={offer}>
      {children}
      <DeferredModal
        opened={stage.kind === 'gifts'}
        onClose={close}
        title="You earned a raffle ticket!"
        centered
      >
        <Stack>
          <Text>Pick a gift to see how many points it adds to the campaign.</Text>
          <Group justify="center" gap="md">
            {Array.from({ length: RAFFLE_GIFTS }, (_, gift) => (
              <UnstyledButton
                key={gift}
                onClick={() => pick(gift)}
                disabled={open.isPending}
                aria-label={`Gift ${gift + 1}`}
                p="md"
                style={{ borderRadius: 12, border: '2px solid var(--mantine-color-blue-6)' }}
              >
                <IconGift size={48} aria-hidden />
              </UnstyledButton>
            ))}
          </Group>
          {open.isError && (
            <Text c="red" role="alert">
              {failureMessage(open.error, { orField: true })}
            </Text>
          )}
        </Stack>
      </DeferredModal>
      <DeferredModal opened={stage.kind === 'revealed'} onClose={close} title="Your gift" centered>
        {stage.kind === 'revealed' && <Revealed result={stage.result} onFinish={() => void showReward()} />}
      </DeferredModal>
      <DeferredModal opened={stage.kind === 'reward'} onClose={close} title="Well done!" centered>
        {stage.kind === 'reward' && (
          <Stack>
            {stage.reward.img && <Image src={stage.reward.img} alt="" radius="md" />}
            {stage.reward.quote && (
              <Text component="blockquote" size="lg" fs="italic" m={0}>
                {stage.reward.quote}
              </Text>
            )}
            {stage.reward.credit && (
              <Text size="sm" c="dimmed">
                {stage.reward.credit}
              </Text>
            )}
            <Button onClick={close}>Close</Button>
          </Stack>
        )}
      </DeferredModal>
    </RaffleContext.Provider>
  );
}

function Revealed({ result, onFinish }: { result: RaffleResult; onFinish: () => void }) {
  const [step, setStep] = useState(0);
  useEffect(() => {
    if (step >= TICKET_STEPS) return;
    const timer = setTimeout(() => setStep((current) => current + 1), TICKET_STEP_MS);
    return () => clearTimeout(timer);
  }, [step]);
  const shown = Math.round((result.num_of_points * step) / TICKET_STEPS);
  const others = result.gifts.filter((_, index) => index !== result.gift);
  return (
    <Stack align="center">
      <Confetti />
      <Title order={3} aria-hidden>
        {pointsText(shown)}
      </Title>
      <VisuallyHidden role="status">{pointsText(result.num_of_points)}</VisuallyHidden>
      <Text size="sm">Your gift held {pointsText(result.rolled_points)}.</Text>
      {result.bonuses.map(([percent, label, points]) => (
        <Text key={label} size="sm">
          {label}: +{percent}% ({pointsText(points)})
        </Text>
      ))}
      <Text size="sm" c="dimmed">
        The other gifts held {others.map(pointsText).join(' and ')}. The campaign now has{' '}
        {pointsText(result.total)}.
      </Text>
      <Button onClick={onFinish}>Finish</Button>
    </Stack>
  );
}

import { Skeleton, Stack } from '@mantine/core';

/**
 * What a page shows while its data is on its way: grey blocks in the shape of a heading and a few
 * cards (issue 22: skeletons, not a lone spinner), so the page does not jump when the data comes.
 * Screen readers hear one "Loading" status; the blocks themselves are hidden from them.
 */
export function PageLoader({ blocks = 3 }: { blocks?: number }) {
  return (
    <Stack role="status" aria-busy="true" aria-label="Loading" gap="sm" py="md" data-page-loader>
      <Skeleton aria-hidden height={24} width="40%" radius="sm" />
      {Array.from({ length: blocks }, (_, index) => (
        <Skeleton aria-hidden key={index} height={72} radius="md" />
      ))}
    </Stack>
  );
}

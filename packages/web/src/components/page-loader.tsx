import { Center, Loader } from '@mantine/core';

/** A centred spinner for a page whose data is on its way. */
export function PageLoader() {
  return (
    <Center py="xl">
      <Loader aria-label="Loading" />
    </Center>
  );
}

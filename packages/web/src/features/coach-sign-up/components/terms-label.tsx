import { Anchor } from '@mantine/core';
import { Link } from 'react-router';

/** The terms-of-service checkbox's label, with a link that opens the terms in a new tab. */
export function TermsLabel() {
  return (
    <>
      I agree to the{' '}
      <Anchor component={Link} to="/terms-of-service" target="_blank" inherit>
        Terms of Service
      </Anchor>
    </>
  );
}

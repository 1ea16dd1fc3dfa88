import { CLIENT_MESSAGES } from '@tandem/shared';
import { useSubDomain } from '../../branding';
import { SignUpWizard } from './sign-up-wizard';

/** /sign-up: the sign-up wizard for the sub-domain this page is served for, when it allows onboarding. */
export function SignUpPage(_props: { title: string }) {
  const subDomain = useSubDomain();
  return (
    <SignUpWizard
      source={subDomain === null ? null : { sub_domain: subDomain }}
      inactiveMessage={CLIENT_MESSAGES.planInactive}
    />
  );
}

import { useParams } from 'react-router';
import { CLIENT_MESSAGES } from '@tandem/shared';
import { SignUpWizard } from './sign-up-wizard';

/** /invitation/{token}: the sign-up wizard for an invited client. */
export function InvitationSignUpPage(_props: { title: string }) {
  const { token = '' } = useParams();
  return <SignUpWizard source={{ invitation: token }} inactiveMessage={CLIENT_MESSAGES.invitationInactive} />;
}

import { useParams } from 'react-router';
import { CLIENT_MESSAGES } from '@tandem/shared';
import { SignUpWizard } from './sign-up-wizard';

/** /sign-up/{id}/{slug}: the sign-up wizard for a subscription plan; the slug is the plan's promo. */
export function PlanSignUpPage(_props: { title: string }) {
  const { id = '', slug = '' } = useParams();
  return <SignUpWizard source={{ id, promo: slug }} inactiveMessage={CLIENT_MESSAGES.planInactive} />;
}

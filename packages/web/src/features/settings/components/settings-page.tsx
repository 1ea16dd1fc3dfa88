import { Stack, Text, Title } from '@mantine/core';
import { APP_VERSION } from '@tandem/shared';
import { PageLoader } from '../../../components/page-loader';
import { offersPlans, PlanChoice } from '../../coach-sign-up';
import { TwoStepSettings } from '../../two-step';
import { useCurrentUserToEdit } from '../../users';
import { showsSystemSettings } from '../utils/settings-values';
import { EmailChangeForm } from './email-change-form';
import { HabitProgramForm } from './habit-program-form';
import { NotificationsForm } from './notifications-form';
import { PasswordChangeForm } from './password-change-form';
import { PersonalDataSection } from './personal-data-section';
import { ProfileImageUpload } from './profile-image-upload';
import { RewardsForm } from './rewards-form';
import { SecuritySection } from './security-section';
import { SettingsSection } from './settings-section';
import { SubscriptionSection } from './subscription-section';
import { SystemSettingsForm } from './system-settings-form';
import { UserInformationForm } from './user-information-form';

/**
 * /settings: user information and image, e-mail, password, security (sessions), system settings (when the profile
 * allows exercises or reflections), notifications, rewards, habit program (clients), subscription
 * and the app version; a coach on their own licence also chooses their plan there. Each section saves on its own.
 */
export function SettingsPage() {
  // Its forms start from the server's copy of the user, not one the device kept (issue 20).
  const { user } = useCurrentUserToEdit();
  if (!user) return <PageLoader />;
  return (
    <Stack maw={720}>
      <Title order={1} size="h2">
        Settings
      </Title>
      <SettingsSection title="User Information">
        <ProfileImageUpload user={user} />
        <UserInformationForm user={user} />
      </SettingsSection>
      <SettingsSection title="Change Email">
        <EmailChangeForm user={user} />
      </SettingsSection>
      <SettingsSection title="Change Password">
        <PasswordChangeForm user={user} />
      </SettingsSection>
      {!user.impersonating && (
        <SettingsSection title="Two-step sign-in" anchor="two-step">
          <TwoStepSettings />
        </SettingsSection>
      )}
      <SettingsSection title="Security" anchor="security">
        <SecuritySection user={user} />
      </SettingsSection>
      {showsSystemSettings(user) && (
        <SettingsSection title="System Settings">
          <SystemSettingsForm user={user} />
        </SettingsSection>
      )}
      <SettingsSection title="Notifications">
        <NotificationsForm user={user} />
      </SettingsSection>
      <SettingsSection title="Rewards">
        <RewardsForm user={user} />
      </SettingsSection>
      {user.profile && (
        <SettingsSection title="Habit Program">
          <HabitProgramForm user={user} />
        </SettingsSection>
      )}
      {offersPlans(user) && (
        <SettingsSection title="Plan" anchor="plan">
          <PlanChoice coachPlan={user.coach_plan} />
        </SettingsSection>
      )}
      <SubscriptionSection user={user} />
      {user.profile && !user.impersonating && <PersonalDataSection />}
      <Text size="sm" c="dimmed">
        App version {APP_VERSION}
      </Text>
    </Stack>
  );
}

import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate, useParams } from 'react-router';
import { COACH_SIGN_UP_MESSAGES, coachPackageByPromo, type CoachPackage } from '@tandem/shared';
import { useCardSubmission, type CardToken } from '../../payments';
import { useSignUpCoach } from '../api/sign-up-coach';
import {
  coachSignUpErrors,
  coachSignUpFailure,
  EMPTY_COACH_SIGN_UP,
  paidPackageId,
  toFreeCoachSignUp,
  toPaidCoachSignUp,
  type CoachSignUpValues,
} from '../utils/coach-sign-up-form';
import { CoachPageCard } from './coach-page-card';
import { PackageCard, PackageSummary } from './package-summary';
import { TermsLabel } from './terms-label';
import { TERMS_ACCEPTED_STATE } from '../utils/onboarding';

/**
 * /coach-sign-up/{package} (free, professional or enterprise): a new coach's account, paid by
 * card for a priced package. Visitors and signed-in users alike may open it; a package we do not
 * sell says so and points to the free plan.
 */
export function CoachSignUpPage({ title }: { title: string }) {
  const { package: key = '' } = useParams();
  const coachPackage = key ? coachPackageByPromo(key) : undefined;
  if (!coachPackage)
    return (
      <CoachPageCard title={title}>
        <Text>{COACH_SIGN_UP_MESSAGES.unknownPackage}</Text>
        <Anchor component={Link} to="/coach-sign-up/free">
          Sign up for the free plan
        </Anchor>
      </CoachPageCard>
    );
  return (
    <CoachPageCard title={title}>
      <CoachSignUpForm key={coachPackage.key} coachPackage={coachPackage} />
    </CoachPageCard>
  );
}

function CoachSignUpForm({ coachPackage }: { coachPackage: CoachPackage }) {
  const navigate = useNavigate();
  const signUp = useSignUpCoach();
  const payment = useCardSubmission();
  const packageId = paidPackageId(coachPackage);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const form = useForm<CoachSignUpValues>({
    initialValues: EMPTY_COACH_SIGN_UP,
    validate: coachSignUpErrors,
  });

  const submit = form.onSubmit(async (values) => {
    setSubmitError(null);
    payment.setError(null);
    let token: CardToken | null = null;
    if (packageId !== null) {
      token = await payment.readCard();
      if (!token) return;
    }
    const payload =
      packageId !== null && token ? toPaidCoachSignUp(values, packageId, token) : toFreeCoachSignUp(values);
    signUp.mutate(payload, {
      // A paid package is paid now, so onboarding does not ask for the card again.
      onSuccess: () =>
        void navigate(`/new-user/${coachPackage.key}${packageId !== null ? '?paid=1' : ''}`, {
          replace: true,
          state: TERMS_ACCEPTED_STATE,
        }),
      onError: (error) => {
        const failure = coachSignUpFailure(error);
        payment.setError(failure.card);
        setSubmitError(failure.message);
      },
    });
  });

  return (
    <form noValidate onSubmit={submit} aria-label="Coach sign-up">
      <Stack>
        <PackageSummary coachPackage={coachPackage} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label="First name"
            autoComplete="given-name"
            required
            {...form.getInputProps('first_name')}
          />
          <TextInput
            label="Last name"
            autoComplete="family-name"
            required
            {...form.getInputProps('last_name')}
          />
        </SimpleGrid>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <TextInput
          label="Confirm Email"
          type="email"
          autoComplete="off"
          required
          {...form.getInputProps('email_confirmation')}
        />
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          required
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Confirm Password"
          autoComplete="new-password"
          required
          {...form.getInputProps('password_confirmation')}
        />
        {packageId !== null && (
          <Stack gap="sm">
            <Title order={2} size="h4">
              Payment
            </Title>
            <PackageCard coachPackage={coachPackage} card={payment.card} error={payment.error} />
          </Stack>
        )}
        <Checkbox label={<TermsLabel />} {...form.getInputProps('terms', { type: 'checkbox' })} />
        {submitError && (
          <Alert color="red" role="alert">
            {submitError}
          </Alert>
        )}
        <Button type="submit" loading={payment.reading || signUp.isPending} disabled={!form.values.terms}>
          Sign Up
        </Button>
      </Stack>
    </form>
  );
}

import { useState } from 'react';
import { Alert, Anchor, Button, Group, Stack, Stepper, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  COACH_SIGN_UP_MESSAGES,
  coachPackageByPromo,
  MESSAGES,
  type CoachPackage,
  type User,
} from '@tandem/shared';
import { PageLoader } from '../../../components/page-loader';
import { useCardSubmission, type CardToken } from '../../payments';
import { useCurrentUser } from '../../users';
import { useOnboardCoach } from '../api/onboard-coach';
import {
  termsAcceptedAtSignUp,
  browserTimeZone,
  initialOnboardingValues,
  ONBOARDING_STEP_LABELS,
  ONBOARDING_STEPS,
  onboardingFailure,
  onboardingStepErrors,
  passwordsMatch,
  toAccount,
  toOnboardingPayload,
  type OnboardingValues,
} from '../utils/onboarding';
import { CoachPageCard } from './coach-page-card';
import { CompanyStep } from './company-step';
import { FinishStep } from './finish-step';
import { InfoStep } from './info-step';

/**
 * /new-user and /new-user/{offeringPromo}: coach onboarding (spec client side 2, 4), where the
 * coach guard sends users without a coach licence. Three steps: account info, company and
 * branding, finish; a signed-in user skips the first. No promo is the free plan; a promo naming
 * no package we sell says so.
 */
export function NewUserPage({ title }: { title: string }) {
  const { offeringPromo } = useParams();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const { session, user, query } = useCurrentUser();
  // Whoever opened the page keeps their wizard: a visitor's submit stores a session midway, and
  // the wizard must not give way to a loader then.
  const [openedByVisitor] = useState(session === null);
  const coachPackage = coachPackageByPromo(offeringPromo);

  if (!coachPackage)
    return (
      <CoachPageCard title={title}>
        <Text>{COACH_SIGN_UP_MESSAGES.unknownPackage}</Text>
        <Anchor component={Link} to="/new-user">
          Start with the free plan
        </Anchor>
      </CoachPageCard>
    );
  if (!openedByVisitor && session && query.isError)
    return (
      <CoachPageCard title={title}>
        <Alert color="red">{MESSAGES.serverError}</Alert>
      </CoachPageCard>
    );
  if (!openedByVisitor && session && !user) return <PageLoader />;
  const signedInUser = openedByVisitor ? null : (user ?? null);
  return (
    <CoachPageCard title={title}>
      {signedInUser && !signedInUser.has_coach_license && <LicenseNotice user={signedInUser} />}
      <OnboardingWizard
        key={coachPackage.key}
        coachPackage={coachPackage}
        signedIn={signedInUser !== null}
        // The coach sign-up just charged this package: onboarding does not ask for the card again.
        alreadyPaid={signedInUser !== null && searchParams.get('paid') === '1'}
        // Nor for the terms the sign-up had them accept (utils/onboarding.ts).
        termsAccepted={signedInUser !== null && termsAcceptedAtSignUp(location.state)}
      />
    </CoachPageCard>
  );
}

/** Why a signed-in user without a coach licence is here, and the way back out. */
function LicenseNotice({ user }: { user: User }) {
  return (
    <Stack gap={4}>
      <Title order={2} size="h4">
        Coach license required
      </Title>
      <Text>
        Hi {user.first_name}, the coaching tools need a coach license, and your account does not have one yet.
        Set up your company below to get one.
      </Text>
      <Anchor component={Link} to="/settings">
        Go to your settings
      </Anchor>
    </Stack>
  );
}

function OnboardingWizard({
  coachPackage,
  signedIn,
  alreadyPaid,
  termsAccepted,
}: {
  coachPackage: CoachPackage;
  signedIn: boolean;
  alreadyPaid: boolean;
  termsAccepted: boolean;
}) {
  const navigate = useNavigate();
  const onboard = useOnboardCoach();
  const payment = useCardSubmission();
  const needsCard = coachPackage.priceCents > 0 && !alreadyPaid;
  const firstStep = signedIn ? 1 : 0;
  const [active, setActive] = useState(firstStep);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const form = useForm<OnboardingValues>({
    initialValues: { ...initialOnboardingValues(), tos: termsAccepted },
  });
  const step = ONBOARDING_STEPS[active] ?? 'finish';

  const finish = async (values: OnboardingValues) => {
    let token: CardToken | null = null;
    if (needsCard) {
      token = await payment.readCard();
      if (!token) return;
    }
    const payload = toOnboardingPayload(values, coachPackage, token, browserTimeZone());
    onboard.mutate(signedIn ? payload : { ...payload, user: toAccount(values) }, {
      onSuccess: (answer) => {
        const subDomain = answer.sub_domain ?? values.sub_domain;
        notifications.show({ color: 'green', message: `Your company is ready at ${subDomain}.` });
        void navigate('/dashboard', { replace: true });
      },
      onError: (error) => {
        const failure = onboardingFailure(error, { visitor: !signedIn });
        form.setErrors(failure.fields);
        // Without a card field on the page, a card message goes above the button.
        payment.setError(needsCard ? failure.card : null);
        const message = needsCard
          ? failure.message
          : [failure.card, failure.message].filter(Boolean).join('\n');
        setSubmitError(message || null);
        if (failure.step) setActive(ONBOARDING_STEPS.indexOf(failure.step));
      },
    });
  };

  const next = () => {
    setSubmitError(null);
    payment.setError(null);
    if (step === 'finish') {
      if (!form.values.tos) return form.setFieldError('tos', COACH_SIGN_UP_MESSAGES.termsRequired);
      return void finish(form.values);
    }
    const errors = onboardingStepErrors(step, form.values);
    form.setErrors(errors);
    if (Object.keys(errors).length === 0) setActive(active + 1);
  };

  const back = () => {
    setSubmitError(null);
    payment.setError(null);
    form.clearErrors();
    setActive(Math.max(firstStep, active - 1));
  };

  const blocked =
    (step === 'info' && !passwordsMatch(form.values)) || (step === 'finish' && !form.values.tos);

  return (
    <form
      noValidate
      aria-label="Coach onboarding"
      onSubmit={(event) => {
        event.preventDefault();
        next();
      }}
    >
      <Stack>
        <nav aria-label="Onboarding steps">
          <Stepper active={active} size="sm" allowNextStepsSelect={false}>
            {ONBOARDING_STEPS.map((id) => (
              <Stepper.Step key={id} label={ONBOARDING_STEP_LABELS[id]} />
            ))}
          </Stepper>
        </nav>
        <Title order={2} size="h3">
          {ONBOARDING_STEP_LABELS[step]}
        </Title>
        {step === 'info' && <InfoStep form={form} />}
        {step === 'company' && <CompanyStep form={form} />}
        {step === 'finish' && (
          <FinishStep
            form={form}
            coachPackage={coachPackage}
            card={needsCard ? payment.card : null}
            cardError={payment.error}
            askTerms={!termsAccepted}
          />
        )}
        {submitError && (
          <Alert color="red" role="alert" style={{ whiteSpace: 'pre-line' }}>
            {submitError}
          </Alert>
        )}
        <Group justify="space-between">
          {active > firstStep ? (
            <Button variant="default" onClick={back}>
              Back
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" disabled={blocked} loading={payment.reading || onboard.isPending}>
            {step === 'finish' ? 'Finish' : 'Next'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

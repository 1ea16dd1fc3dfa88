import { useState } from 'react';
import { Alert, Button, Center, Group, Paper, Stack, Stepper, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { homePathFor, type Offering } from '@tandem/shared';
import { PageLoader } from '../../../components/page-loader';
import { useCardSubmission } from '../../payments';
import { ApiError } from '../../../lib/api-client';
import { fieldErrors } from '../../../lib/api-errors';
import { useWearCompanyBrand } from '../../branding';
import { useOffering, type OfferingSource } from '../api/get-offering';
import { useSignUp } from '../api/sign-up';
import { signUpErrorMessage } from '../utils/sign-up-error-message';
import {
  STEP_LABELS,
  initialSignUpValues,
  stepErrors,
  toSignUpPayload,
  wizardSteps,
  type SignUpValues,
} from '../utils/sign-up-wizard';
import { AreasOfFocusStep } from './areas-of-focus-step';
import { OfferingInactiveModal } from './offering-inactive-modal';
import { PaymentStep } from './payment-step';
import { PlanSummary } from './plan-summary';
import { RewardsStep } from './rewards-step';
import { UserInformationStep } from './user-information-step';
import { WorkWeekStep } from './work-week-step';

interface SignUpWizardProps {
  /** null while it is not known yet (the sub-domain waits for the app config). */
  source: OfferingSource | null;
  /** The spec's text for an offering that cannot be loaded (invitation or plan). */
  inactiveMessage: string;
}

/**
 * The client onboarding wizard for an invitation or a sub-domain sign-up: loads the offering,
 * walks through its steps and signs the client up. An offering that cannot be loaded (or an
 * invitation used meanwhile) opens the inactive modal, whose close goes to /login.
 */
export function SignUpWizard({ source, inactiveMessage }: SignUpWizardProps) {
  const navigate = useNavigate();
  const offering = useOffering(source);
  // The page wears the brand of the company the client is joining, whatever the link's address.
  useWearCompanyBrand(offering.data?.company);
  const [inactive, setInactive] = useState(false);
  const leave = () => void navigate('/login', { replace: true });

  return (
    <>
      {offering.data && source ? (
        <SignUpSteps offering={offering.data} source={source} onInactive={() => setInactive(true)} />
      ) : (
        !offering.isError && <PageLoader />
      )}
      <OfferingInactiveModal
        opened={offering.isError || inactive}
        message={inactiveMessage}
        onClose={leave}
      />
    </>
  );
}

function SignUpSteps({
  offering,
  source,
  onInactive,
}: {
  offering: Offering;
  source: OfferingSource;
  onInactive: () => void;
}) {
  const navigate = useNavigate();
  const signUp = useSignUp();
  const payment = useCardSubmission();
  const steps = wizardSteps(offering);
  const [active, setActive] = useState(0);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const form = useForm<SignUpValues>({ initialValues: initialSignUpValues(offering) });
  const step = steps[active] ?? 'user';
  const isLast = active === steps.length - 1;

  const submit = async () => {
    let stripeToken: string | undefined;
    if (step === 'payment') {
      const token = await payment.readCard();
      if (!token) return;
      stripeToken = token.token;
    }
    const payload = toSignUpPayload(form.values, offering, source);
    signUp.mutate(stripeToken ? { ...payload, stripe_token: stripeToken } : payload, {
      onSuccess: (user) => void navigate(user ? homePathFor(user) : '/', { replace: true }),
      onError: (error) => {
        // The invitation was used or withdrawn while the wizard was open.
        if (error instanceof ApiError && error.status === 404) return onInactive();
        if (error instanceof ApiError) form.setErrors(fieldErrors(error.body));
        setSubmitError(signUpErrorMessage(error));
      },
    });
  };

  const next = () => {
    setSubmitError(null);
    const errors = stepErrors(step, form.values, offering);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    if (isLast) void submit();
    else setActive(active + 1);
  };

  const back = () => {
    setSubmitError(null);
    form.clearErrors();
    setActive(Math.max(0, active - 1));
  };

  return (
    <Center py="xl">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={720}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            next();
          }}
        >
          <Stack>
            <Title order={1} size="h2">
              Sign Up
            </Title>
            <PlanSummary offering={offering} />
            <nav aria-label="Sign-up steps">
              <Stepper active={active} size="sm" allowNextStepsSelect={false}>
                {steps.map((id) => (
                  <Stepper.Step key={id} label={STEP_LABELS[id]} />
                ))}
              </Stepper>
            </nav>
            <Title order={3}>{STEP_LABELS[step]}</Title>
            {step === 'user' && <UserInformationStep form={form} invitedEmail={'invitation' in source} />}
            {step === 'workWeek' && <WorkWeekStep form={form} />}
            {step === 'rewards' && <RewardsStep form={form} />}
            {step === 'selectAoF' && <AreasOfFocusStep form={form} offering={offering} />}
            {step === 'payment' && (
              <PaymentStep offering={offering} card={payment.card} error={payment.error} />
            )}
            {submitError && (
              <Alert color="red" role="alert" style={{ whiteSpace: 'pre-line' }}>
                {submitError}
              </Alert>
            )}
            <Group justify="space-between">
              {active > 0 || submitError ? (
                <Button variant="default" onClick={back}>
                  Back
                </Button>
              ) : (
                <span />
              )}
              <Button
                type="submit"
                loading={signUp.isPending || payment.reading}
                disabled={step === 'user' && !form.values.terms}
              >
                {/* Sign Up on the last step; Continue while a step (the payment, too) follows. */}
                {isLast ? 'Sign Up' : 'Continue'}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}

import {
  Alert,
  Anchor,
  Box,
  Button,
  Center,
  Group,
  Image,
  Paper,
  PasswordInput,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useState } from 'react';
import {
  homePathFor,
  loginErrorMessage,
  safeNextPath,
  type LoginRequest,
  type TwoStepChallenge,
  type User,
} from '@tandem/shared';
import { ApiError } from '../../../lib/api-client';
import { useDeferredZodSubmit } from '../../../lib/zod-form';
import { useBranding } from '../../branding';
import { useLogIn } from '../api/log-in';
import { PasskeySignIn } from './passkey-sign-in';
import { SecondStepForm } from './second-step-form';

const loadLoginSchema = () => import('../utils/login-schema').then((module) => module.loginRequestSchema);

function messageFor(error: Error): string {
  return error instanceof ApiError
    ? loginErrorMessage(error.status, error.code)
    : loginErrorMessage(undefined);
}

/** The login screen at /, /sign-in and /login; afterwards the user goes to `next` or their home. */
export function LoginPage() {
  const branding = useBranding();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const logIn = useLogIn();
  const form = useForm<LoginRequest>({
    initialValues: { username: '', password: '' },
  });

  // An account with two steps answers the password with a challenge: the second step's screen.
  const [challenge, setChallenge] = useState<TwoStepChallenge>();
  const signedIn = (user: User) =>
    navigate(safeNextPath(searchParams.get('next')) ?? homePathFor(user), { replace: true });

  const submit = useDeferredZodSubmit(form, loadLoginSchema, (credentials) =>
    logIn.mutate(credentials, {
      onSuccess: (result) => ('challenge' in result ? setChallenge(result.challenge) : signedIn(result.user)),
    }),
  );

  if (challenge)
    return (
      <Center py="xl">
        <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={420}>
          <SecondStepForm
            challenge={challenge}
            onDone={signedIn}
            onCancel={() => {
              setChallenge(undefined);
              logIn.reset();
              form.setFieldValue('password', '');
            }}
          />
        </Paper>
      </Center>
    );

  return (
    <Center py="xl">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={420}>
        <form onSubmit={submit} noValidate>
          <Stack>
            {branding.logo && (
              // Logos are made for the header colour, so they sit on it here too.
              <Box bg={branding.header_color} p="sm" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
                <Image
                  src={branding.logo}
                  h={branding.logo_height}
                  w="auto"
                  fit="contain"
                  mx="auto"
                  alt={branding.name}
                />
              </Box>
            )}
            <Title order={1} size="h2" ta="center">
              Login
            </Title>
            {logIn.error && <Alert color="red">{messageFor(logIn.error)}</Alert>}
            <TextInput
              label="Email"
              type="email"
              autoComplete="username"
              {...form.getInputProps('username')}
            />
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              {...form.getInputProps('password')}
            />
            <Button type="submit" loading={logIn.isPending}>
              Login
            </Button>
            <Group justify="space-between">
              <Anchor component={Link} to="/reset-password" size="sm">
                Reset My Password
              </Anchor>
              {branding.allow_onboarding && (
                <Anchor component={Link} to="/sign-up" size="sm">
                  Sign Up
                </Anchor>
              )}
            </Group>
          </Stack>
        </form>
        <Box mt="md">
          <PasskeySignIn onDone={signedIn} />
        </Box>
      </Paper>
    </Center>
  );
}

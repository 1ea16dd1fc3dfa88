import { z } from 'zod';
import { tokenResponseSchema } from './accounts';

/*
 * Two-step sign-in (issue 39): an authenticator app (TOTP) with single-use recovery codes, and
 * passkeys (WebAuthn) as a second step or as the first. docs/decisions/027-two-step-sign-in.md.
 */

const blank = { error: 'This field may not be blank.' };

/** A 6-digit code from the app, or a recovery code (`abcde-12345`); spaces are ignored. */
export const twoStepCodeField = z
  .string()
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().min(1, blank).max(40, { error: 'Enter the 6-digit code or a recovery code.' }));

/**
 * A WebAuthn credential as `@simplewebauthn/browser` hands it over (RegistrationResponseJSON or
 * AuthenticationResponseJSON); the server's WebAuthn library checks everything inside.
 */
export const passkeyCredentialSchema = z.object({
  id: z.string().min(1).max(1400),
  rawId: z.string().min(1).max(1400),
  type: z.literal('public-key'),
  response: z.record(z.string(), z.unknown()),
  clientExtensionResults: z.record(z.string(), z.unknown()).optional(),
  authenticatorAttachment: z.string().max(40).optional(),
});
export type PasskeyCredential = z.infer<typeof passkeyCredentialSchema>;

/** How a second step may be given, as the password step's answer lists them. */
export const twoStepMethodSchema = z.enum(['totp', 'passkey']);
export type TwoStepMethod = z.infer<typeof twoStepMethodSchema>;

/** The password step's answer for an account with two steps: no session yet, a short-lived challenge. */
export const twoStepChallengeSchema = z.object({
  two_step_required: z.literal(true),
  challenge: z.string(),
  methods: z.array(twoStepMethodSchema),
  /** Seconds the challenge works for. */
  expires_in: z.number().int(),
});
export type TwoStepChallenge = z.infer<typeof twoStepChallengeSchema>;

/** POST api-token-auth/: a session (the spec's answer), or the second step's challenge. */
export const loginAnswerSchema = z.union([tokenResponseSchema, twoStepChallengeSchema]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

const challengeField = z.string().min(1, blank).max(200);

/** POST api-token-auth/two-step/: the challenge and either a code or a passkey's assertion. */
export const secondStepRequestSchema = z
  .object({
    challenge: challengeField,
    code: twoStepCodeField.optional(),
    passkey: passkeyCredentialSchema.optional(),
  })
  .refine((value) => (value.code === undefined) !== (value.passkey === undefined), {
    error: 'Enter the 6-digit code or a recovery code.',
    path: ['code'],
  });
export type SecondStepRequest = z.infer<typeof secondStepRequestSchema>;

/** POST api-token-auth/two-step/passkey-options/. */
export const challengeRequestSchema = z.object({ challenge: challengeField });
export type ChallengeRequest = z.infer<typeof challengeRequestSchema>;

/**
 * WebAuthn options for the browser's `startRegistration`/`startAuthentication`
 * (PublicKeyCredentialCreationOptionsJSON or …RequestOptionsJSON), kept as the library made them.
 */
export const webAuthnOptionsSchema = z.record(z.string(), z.unknown());

/**
 * A passkey ceremony's start: the options for the browser and the challenge to send back with
 * its answer (a passkey sign-in, POST api-token-auth/passkey/options/, or adding a passkey).
 */
export const passkeyOptionsSchema = z.object({
  challenge: z.string(),
  options: webAuthnOptionsSchema,
});
export type PasskeyOptions = z.infer<typeof passkeyOptionsSchema>;

/** POST api-token-auth/passkey/. */
export const passkeyLoginRequestSchema = z.object({
  challenge: challengeField,
  passkey: passkeyCredentialSchema,
});
export type PasskeyLoginRequest = z.infer<typeof passkeyLoginRequestSchema>;

export const passkeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;

/** GET two-step/: the caller's own two steps. Secrets never leave the server after set-up. */
export const twoStepStatusSchema = z.object({
  /** An authenticator app is set up and confirmed. */
  totp: z.boolean(),
  recovery_codes_left: z.number().int(),
  passkeys: z.array(passkeySchema),
  /** The install requires two steps of this account (REQUIRE_TWO_STEP): it cannot turn them off. */
  required: z.boolean(),
});
export type TwoStepStatus = z.infer<typeof twoStepStatusSchema>;

/** POST two-step/totp/: a new secret to scan; it works once confirmed with a code. */
export const totpSetupSchema = z.object({
  secret: z.string(),
  otpauth_uri: z.string(),
  /** The URI as a QR code, an SVG image in a data: URL. */
  qr_code: z.string(),
});
export type TotpSetup = z.infer<typeof totpSetupSchema>;

/** POST two-step/totp/confirm/. */
export const totpConfirmRequestSchema = z.object({
  code: z
    .string()
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(
      z
        .string()
        .min(1, blank)
        .regex(/^\d{6}$/, { error: 'Enter the 6-digit code from your app.' }),
    ),
});
export type TotpConfirmRequest = z.infer<typeof totpConfirmRequestSchema>;

/** New recovery codes, shown once; only their hashes are kept. */
export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/**
 * Turning the app off, new recovery codes and removing a passkey are confirmed with the
 * account's password or a current code (so a session left open is not enough).
 */
export const twoStepConfirmationSchema = z
  .object({
    password: z.string().max(1024).optional(),
    code: twoStepCodeField.optional(),
  })
  .refine((value) => Boolean(value.password) || Boolean(value.code), {
    error: 'Enter your password or a code.',
    path: ['password'],
  });
export type TwoStepConfirmation = z.infer<typeof twoStepConfirmationSchema>;

/** POST two-step/passkeys/: the browser's new credential for the options just made. */
export const passkeyRegistrationSchema = z.object({
  challenge: challengeField,
  name: z.string().trim().max(60).optional(),
  credential: passkeyCredentialSchema,
});
export type PasskeyRegistration = z.infer<typeof passkeyRegistrationSchema>;

/** A passkey just added, and the recovery codes when it was the account's first second step. */
export const passkeyAddedSchema = z.object({
  passkey: passkeySchema,
  recovery_codes: z.array(z.string()).nullable(),
});
export type PasskeyAdded = z.infer<typeof passkeyAddedSchema>;

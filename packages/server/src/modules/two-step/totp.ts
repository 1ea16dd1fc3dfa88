import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/*
 * The authenticator app's codes (RFC 6238 through otplib): SHA-1, 6 digits, 30-second steps, the
 * defaults every app reads. A code of the step before or after is accepted too (a phone's clock
 * a little off); which step it was is returned so the same code cannot be used twice.
 */

const ISSUER = 'Tandem';

export function newTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// URI an app scans, and the same as a QR code (an SVG data: URL). */
export async function totpProvisioning(secret: string, email: string) {
  const uri = generateURI({ issuer: ISSUER, label: email, secret });
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** The 30-second step a code belongs to, or null when it is not a current code of this secret. */
export async function totpTimeStep(secret: string, code: string): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  try {
    const result = await verify({ secret, token: code, epochTolerance: 30 });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    return null;
  }
}

/**
 * Time-based one-time passwords (RFC 6238) as every authenticator app makes them: SHA-1, 6 digits,
 * 30-second steps. A code from the step before or after now is accepted too (a phone's clock
 * drifts, and people type slowly); which step matched is answered so a code is never used twice.
 */
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";

const ISSUER = "PawsWell";
const PERIOD_SECONDS = 30;
const DIGITS = 6;
const ALGORITHM = "SHA1";

function totpFor(secret: string, label = ""): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: ALGORITHM,
    digits: DIGITS,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A fresh random secret (160 bits, as RFC 4226 recommends) in base 32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app reads (from the QR code) for `username`. */
export function otpauthUri(secret: string, username: string): string {
  return totpFor(secret, username).toString();
}

/** The otpauth URI as a QR code: an SVG document the browser shows as an image. */
export function qrCodeSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
}

/**
 * The time step `code` belongs to under `secret` (the previous, current or next step at `now`),
 * or undefined when it matches none of them.
 */
export function matchingTotpStep(secret: string, code: string, now = Date.now()): number | undefined {
  const totp = totpFor(secret);
  const delta = totp.validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return undefined;
  return totp.counter({ timestamp: now }) + delta;
}

/** The code for `secret` at `timestamp` (tests and the browser walk compute what an app would show). */
export function totpCodeAt(secret: string, timestamp: number): string {
  return totpFor(secret).generate({ timestamp });
}

/** Turning on two-factor sign-in through the API, and the codes an authenticator app would show. */
import type { Agent } from "supertest";
import { totpCodeAt } from "../auth/totp";
import { TEST_PASSWORD } from "./auth-helpers";

const STEP_MS = 30_000;
const currentStep = () => Math.floor(Date.now() / STEP_MS);

/**
 * A code for `secret` the server will accept after `lastStep` was used: the current step, or the
 * next when the current one is spent (the server takes one step either side). Waits for the next
 * step when both are spent. Answers the code and its step, for the next call.
 */
export async function freshCode(secret: string, lastStep?: number): Promise<{ code: string; step: number }> {
  let step = Math.max(currentStep(), (lastStep ?? -Infinity) + 1);
  if (step > currentStep() + 1) {
    await new Promise((resolve) => setTimeout(resolve, (currentStep() + 1) * STEP_MS - Date.now() + 50));
    step = Math.max(currentStep(), (lastStep ?? -Infinity) + 1);
  }
  return { code: totpCodeAt(secret, step * STEP_MS), step };
}

/** Six digits that are not the code of any step the server would accept now. */
export function wrongCode(secret: string): string {
  const near = [-2, -1, 0, 1, 2].map((offset) => totpCodeAt(secret, (currentStep() + offset) * STEP_MS));
  let guess = 0;
  while (near.includes(String(guess).padStart(6, "0"))) guess++;
  return String(guess).padStart(6, "0");
}

/**
 * Turns two-factor sign-in on for `agent`'s member (whose password is `password`); answers the
 * secret, the recovery codes and the step used.
 */
export async function turnOnTwoFactor(
  agent: Agent,
  password = TEST_PASSWORD,
): Promise<{ secret: string; recoveryCodes: string[]; step: number }> {
  const setup = await agent.post("/api/account/two-factor/setup").send({ currentPassword: password });
  if (setup.status !== 200) throw new Error(`setup failed: ${setup.status} ${setup.text}`);
  const secret = setup.body.secret as string;
  const { code, step } = await freshCode(secret);
  const confirm = await agent.post("/api/account/two-factor/confirm").send({ code });
  if (confirm.status !== 200) throw new Error(`confirm failed: ${confirm.status} ${confirm.text}`);
  return { secret, recoveryCodes: confirm.body.recoveryCodes as string[], step };
}

/** The one credentials schema: the sign-up form, the login form and the server all parse with it. */
import { z } from "zod";

export const USERNAME_LIMITS = { min: 3, max: 32 } as const;
export const PASSWORD_LIMITS = { min: 8, max: 128 } as const;

export const credentialsSchema = z.object({
  username: z
    .string({ error: "Username is required" })
    .trim()
    .min(USERNAME_LIMITS.min, `Username must be at least ${USERNAME_LIMITS.min} characters`)
    .max(USERNAME_LIMITS.max, `Username must be at most ${USERNAME_LIMITS.max} characters`)
    .regex(/^[A-Za-z0-9_.-]+$/, "Username may only contain letters, digits, _, - and ."),
  password: z
    .string({ error: "Password is required" })
    .min(PASSWORD_LIMITS.min, `Password must be at least ${PASSWORD_LIMITS.min} characters`)
    .max(PASSWORD_LIMITS.max, `Password must be at most ${PASSWORD_LIMITS.max} characters`),
});

export type Credentials = z.infer<typeof credentialsSchema>;

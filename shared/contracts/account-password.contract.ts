/** /api/account/password: a signed-in member changes their password, knowing the current one. */
import { changePasswordSchema, WRONG_CURRENT_PASSWORD_MESSAGE } from "../account-recovery";
import { defineRoute } from "./route-contract";

export const accountPasswordContract = {
  change: defineRoute({
    method: "POST",
    path: "/api/account/password",
    summary: "Changes the member's password (the current one first) and signs out their other sessions",
    access: "member",
    body: changePasswordSchema,
    status: 204,
    answer: null,
    // A wrong current password is a 400 naming `currentPassword`; it counts like a failed login (429 when too many).
    errors: { 400: WRONG_CURRENT_PASSWORD_MESSAGE },
  }),
};

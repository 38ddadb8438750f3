/** React Query mutations for the account pages (the session itself lives in session-store.ts). */
import { useMutation } from "@tanstack/react-query";
import { logIn, register } from "./api";
import { rememberLogin } from "./session-store";

export function useRegister() {
  return useMutation({ mutationFn: register });
}

/** Logs in and makes the server's user the current one. */
export function useLogIn() {
  return useMutation({ mutationFn: logIn, onSuccess: ({ user }) => rememberLogin(user) });
}

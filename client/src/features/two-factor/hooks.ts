/** React Query hooks for two-factor sign-in; every change reloads the member's status. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { rememberLogin } from "@/features/auth/session-store";
import {
  confirmTwoFactor,
  disableTwoFactor,
  fetchTwoFactorStatus,
  logInWithPassword,
  logInWithSecondFactor,
  regenerateRecoveryCodes,
  startTwoFactorSetup,
} from "./api";

export const twoFactorStatusKey = ["/api/account/two-factor"] as const;

export function useTwoFactorStatus() {
  return useQuery({ queryKey: twoFactorStatusKey, queryFn: fetchTwoFactorStatus });
}

/** A mutation that reloads the status once it has succeeded. */
function useStatusChanging<TIn, TOut>(mutationFn: (input: TIn) => Promise<TOut>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: twoFactorStatusKey }),
  });
}

export const useStartTwoFactorSetup = () => useMutation({ mutationFn: startTwoFactorSetup });
export const useConfirmTwoFactor = () => useStatusChanging(confirmTwoFactor);
export const useRegenerateRecoveryCodes = () => useStatusChanging(regenerateRecoveryCodes);
export const useDisableTwoFactor = () => useStatusChanging(disableTwoFactor);

/** The password step of a login: remembers the member when no code is needed. */
export function usePasswordLogIn() {
  return useMutation({
    mutationFn: logInWithPassword,
    onSuccess: (answer) => {
      if ("user" in answer) rememberLogin(answer.user);
    },
  });
}

/** The code step of a login: remembers the member it logs in. */
export function useSecondFactorLogIn() {
  return useMutation({ mutationFn: logInWithSecondFactor, onSuccess: ({ user }) => rememberLogin(user) });
}

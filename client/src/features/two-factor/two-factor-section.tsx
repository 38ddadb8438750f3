/**
 * Settings → "Two-factor sign-in": turn it on with an authenticator app (the current password,
 * then the QR code or the key typed in, then a code), see the recovery codes once, make new ones
 * (a code), or turn it off (the current password and a code).
 */
import { useId, useState } from "react";
import {
  confirmTwoFactorSchema,
  disableTwoFactorSchema,
  regenerateRecoveryCodesSchema,
  startTwoFactorSchema,
} from "@shared/two-factor";
import type { TwoFactorSetupView } from "@shared/contracts/two-factor.contract";
import { QueryValue } from "@/components/query-value";
import { SETTINGS_LOAD_FAILED, SettingsCard } from "@/components/settings-card";
import { Skeleton } from "@/components/skeleton";
import { Button } from "@/components/ui/button";
import { CurrentPasswordField } from "@/components/current-password-field";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { failureWithReason } from "@/lib/form-errors";
import { useApiForm } from "@/lib/use-api-form";
import {
  useConfirmTwoFactor,
  useDisableTwoFactor,
  useRegenerateRecoveryCodes,
  useStartTwoFactorSetup,
  useTwoFactorStatus,
} from "./hooks";
import { QrCode } from "./qr-code";
import { RecoveryCodesPanel } from "./recovery-codes-panel";

/** The key in groups of four, as authenticator apps ask for it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

type Mode = "idle" | "start" | "setup" | "codes" | "regenerate" | "disable";

export function TwoFactorSection() {
  const status = useTwoFactorStatus();
  const [mode, setMode] = useState<Mode>("idle");
  const [setup, setSetup] = useState<TwoFactorSetupView>();
  const [codes, setCodes] = useState<string[]>([]);

  const begin = (fresh: TwoFactorSetupView) => {
    setSetup(fresh);
    setMode("setup");
  };
  const showCodes = (fresh: string[]) => {
    setCodes(fresh);
    setMode("codes");
  };

  return (
    <SettingsCard
      title="Two-factor sign-in"
      description="With it on, signing in needs your password and a 6-digit code from an authenticator app on your phone, so a password on its own is not enough."
    >
      <QueryValue
        query={status}
        loading={<Skeleton className="mt-4 h-11 w-56 rounded-lg" />}
        errorMessage={SETTINGS_LOAD_FAILED}
        isCompact
      >
        {(current) =>
          mode === "codes" ? (
            <RecoveryCodesPanel codes={codes} onDone={() => setMode("idle")} />
          ) : mode === "setup" && setup ? (
            <SetupSteps setup={setup} onConfirmed={showCodes} onCancel={() => setMode("idle")} />
          ) : current.enabled ? (
            <div className="mt-4">
              <p className="font-medium text-ink">
                Two-factor sign-in is on.{" "}
                <span className="font-normal text-muted">
                  {current.recoveryCodesLeft === 1
                    ? "1 recovery code left."
                    : `${current.recoveryCodesLeft} recovery codes left.`}
                </span>
              </p>
              {mode === "regenerate" ? (
                <RegenerateForm onDone={showCodes} onCancel={() => setMode("idle")} />
              ) : mode === "disable" ? (
                <DisableForm onDone={() => setMode("idle")} onCancel={() => setMode("idle")} />
              ) : (
                <div className="mt-3 flex flex-wrap gap-2">
                  <Button variant="secondary" onClick={() => setMode("regenerate")}>
                    New recovery codes
                  </Button>
                  <Button variant="ghost" onClick={() => setMode("disable")}>
                    Turn off
                  </Button>
                </div>
              )}
            </div>
          ) : (
            <div className="mt-4">
              <p className="text-ink">Two-factor sign-in is off.</p>
              {mode === "start" ? (
                <StartForm onStarted={begin} onCancel={() => setMode("idle")} />
              ) : (
                <Button className="mt-3" onClick={() => setMode("start")}>
                  Turn on two-factor sign-in
                </Button>
              )}
            </div>
          )
        }
      </QueryValue>
    </SettingsCard>
  );
}

/** The current password before a secret is shown: a signed-in browser alone cannot add an authenticator. */
function StartForm(props: { onStarted: (setup: TwoFactorSetupView) => void; onCancel: () => void }) {
  const start = useStartTwoFactorSetup();
  const { form, handleSubmit, isSubmitting } = useApiForm({
    schema: startTwoFactorSchema,
    defaultValues: { currentPassword: "" },
    submit: start.mutateAsync,
    onSuccess: props.onStarted,
    failureNotice: failureWithReason("We couldn't start setting up two-factor sign-in."),
  });
  return (
    <form noValidate onSubmit={handleSubmit} className="mt-3 space-y-3">
      <p className="text-sm text-muted">First, confirm it's you.</p>
      <fieldset disabled={isSubmitting} className="space-y-3">
        <CurrentPasswordField
          id="two-factor-start-password"
          error={form.formState.errors.currentPassword?.message}
          registration={form.register("currentPassword")}
          isFocusedFirst
          className="max-w-72"
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit">{isSubmitting ? "Preparing..." : "Continue"}</Button>
          <Button type="button" variant="ghost" onClick={props.onCancel}>
            Cancel
          </Button>
        </div>
      </fieldset>
    </form>
  );
}

function SetupSteps(props: {
  setup: TwoFactorSetupView;
  onConfirmed: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const confirm = useConfirmTwoFactor();
  const { form, handleSubmit, isSubmitting } = useApiForm({
    schema: confirmTwoFactorSchema,
    defaultValues: { code: "" },
    submit: confirm.mutateAsync,
    onSuccess: ({ recoveryCodes }) => {
      toast({ title: "Two-factor sign-in turned on", description: "Save your recovery codes below." });
      props.onConfirmed(recoveryCodes);
    },
    failureNotice: failureWithReason("That didn't turn it on"),
  });
  const secretId = useId();

  return (
    <div className="mt-4 space-y-4">
      <ol className="list-decimal space-y-4 pl-5 text-ink">
        <li>
          <p>Open your authenticator app (for example Aegis, Google Authenticator or 1Password) and scan this code.</p>
          <div className="mt-3">
            <QrCode svg={props.setup.qrCodeSvg} label="QR code to add PawsWell to your authenticator app" />
          </div>
          <p className="mt-3 text-sm text-muted" id={secretId}>
            Can't scan it? Type this key into the app instead:
          </p>
          <p
            aria-labelledby={secretId}
            data-testid="two-factor-secret"
            className="mt-1 break-all rounded-lg bg-brand-50 px-3 py-2 font-mono text-base tracking-wider text-ink"
          >
            {grouped(props.setup.secret)}
          </p>
        </li>
        <li>
          <form noValidate onSubmit={handleSubmit} className="space-y-3">
            <fieldset disabled={isSubmitting} className="space-y-3">
              <FormField
                id="two-factor-setup-code"
                label="Enter the 6-digit code the app shows"
                error={form.formState.errors.code?.message}
              >
                {(control) => (
                  <Input
                    {...control}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    className="max-w-48"
                    {...form.register("code")}
                  />
                )}
              </FormField>
              <div className="flex flex-wrap gap-2">
                <Button type="submit">{isSubmitting ? "Checking..." : "Turn on"}</Button>
                <Button type="button" variant="ghost" onClick={props.onCancel}>
                  Cancel
                </Button>
              </div>
            </fieldset>
          </form>
        </li>
      </ol>
    </div>
  );
}

function RegenerateForm(props: { onDone: (codes: string[]) => void; onCancel: () => void }) {
  const regenerate = useRegenerateRecoveryCodes();
  const { form, handleSubmit, isSubmitting } = useApiForm({
    schema: regenerateRecoveryCodesSchema,
    defaultValues: { code: "" },
    submit: regenerate.mutateAsync,
    onSuccess: ({ recoveryCodes }) => props.onDone(recoveryCodes),
    failureNotice: failureWithReason("We couldn't make new codes"),
  });
  return (
    <form noValidate onSubmit={handleSubmit} className="mt-3 space-y-3">
      <p className="text-sm text-muted">New codes replace all your old ones, used or not.</p>
      <fieldset disabled={isSubmitting} className="space-y-3">
        <FormField
          id="two-factor-regenerate-code"
          label="A code from your authenticator app"
          error={form.formState.errors.code?.message}
        >
          {(control) => (
            <Input {...control} autoComplete="one-time-code" className="max-w-56" {...form.register("code")} />
          )}
        </FormField>
        <div className="flex flex-wrap gap-2">
          <Button type="submit">{isSubmitting ? "Making codes..." : "Make new codes"}</Button>
          <Button type="button" variant="ghost" onClick={props.onCancel}>
            Cancel
          </Button>
        </div>
      </fieldset>
    </form>
  );
}

function DisableForm(props: { onDone: () => void; onCancel: () => void }) {
  const disable = useDisableTwoFactor();
  const { form, handleSubmit, isSubmitting } = useApiForm({
    schema: disableTwoFactorSchema,
    defaultValues: { currentPassword: "", code: "" },
    submit: disable.mutateAsync,
    onSuccess: () => {
      toast({ title: "Two-factor sign-in turned off", description: "Signing in now needs only your password." });
      props.onDone();
    },
    failureNotice: failureWithReason("Two-factor sign-in is still on"),
  });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={handleSubmit} className="mt-3 space-y-3">
      <p className="text-sm text-muted">To turn it off, confirm it's you.</p>
      <fieldset disabled={isSubmitting} className="space-y-3">
        <CurrentPasswordField
          id="two-factor-disable-password"
          error={errors.currentPassword?.message}
          registration={form.register("currentPassword")}
          className="max-w-72"
        />
        <FormField
          id="two-factor-disable-code"
          label="A code from your app, or a recovery code"
          error={errors.code?.message}
        >
          {(control) => (
            <Input {...control} autoComplete="one-time-code" className="max-w-56" {...form.register("code")} />
          )}
        </FormField>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="danger">
            {isSubmitting ? "Turning off..." : "Turn off two-factor sign-in"}
          </Button>
          <Button type="button" variant="ghost" onClick={props.onCancel}>
            Cancel
          </Button>
        </div>
      </fieldset>
    </form>
  );
}

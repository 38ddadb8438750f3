/**
 * "Notices on this device": push notices, opt-in, explained before the browser asks. Turning them on
 * asks the browser's permission, subscribes this device through the service worker and tells the
 * server; turning them off undoes both. The choices (which kinds, quiet hours) are the member's, for
 * every device. "Take a break" silences them too, as it does the bell.
 */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { QueryValue } from "@/components/query-value";
import { SETTINGS_LOAD_FAILED, SettingsCard, SettingsLoading } from "@/components/settings-card";
import { useThisDevice, usePushPreferences, type DeviceProblem, type DeviceState } from "./hooks";
import { PushChoicesForm } from "./push-choices-form";

const EXPLANATION =
  "PawsWell can let this phone or computer know when someone replies to you or a moderator writes to you, even while the site is closed. It's entirely up to you: nothing is sent until you turn it on here, you choose what and when, and you can turn it off at any time.";

/** What each state of the device says. */
const STATE_LINES: Partial<Record<DeviceState, string>> = {
  unsupported:
    "This browser can't show notices from websites. On an iPhone or iPad, add PawsWell to your Home Screen first (Share, then “Add to Home Screen”) and turn them on from there.",
  denied:
    "Notices from PawsWell are blocked in this browser. To allow them, open this site's settings (often the lock or ⓘ beside the address), allow Notifications, then reload this page.",
  "not-ready":
    "This device isn't quite ready for notices yet. That's nothing you did; please try again in a little while.",
  off: "Notices are off on this device. When you turn them on, your browser will ask whether PawsWell may show notifications.",
  on: "Notices are on for this device.",
};

const PROBLEM_LINES: Record<DeviceProblem, string> = {
  "not-allowed": "Notices weren't allowed, so nothing changed. You can turn them on whenever you like.",
  "not-ready": "This device isn't quite ready for notices yet. Please try again in a little while.",
  failed: "Something went wrong and nothing changed. Please try again.",
};

export function PushNoticesSection({ userId }: { userId: string }) {
  const device = useThisDevice(userId);
  const choices = usePushPreferences(userId);
  const [saved, setSaved] = useState("");

  const turnOn = async () => {
    setSaved("");
    if (await device.turnOn()) setSaved("Notices are on for this device.");
  };
  const turnOff = async () => {
    setSaved("");
    if (await device.turnOff()) setSaved("Notices are off for this device.");
  };

  const line = STATE_LINES[device.state];
  const showsChoices = device.state === "on" || (choices.data?.devices ?? 0) > 0;

  return (
    <SettingsCard title="Notices on this device" description={EXPLANATION} status={saved}>
      {device.state === "checking" ? (
        <SettingsLoading label="Checking this device…" />
      ) : (
        <div className="mt-4 space-y-3">
          {line && <p className="text-ink">{line}</p>}
          {device.state === "off" && (
            <Button disabled={device.isBusy} onClick={() => void turnOn()}>
              {device.isBusy ? "Turning on…" : "Turn on notices"}
            </Button>
          )}
          {device.state === "on" && (
            <Button variant="secondary" disabled={device.isBusy} onClick={() => void turnOff()}>
              {device.isBusy ? "Turning off…" : "Turn off on this device"}
            </Button>
          )}
          {device.state === "not-ready" && (
            <Button variant="secondary" onClick={() => void device.checkAgain()}>
              Try again
            </Button>
          )}
          {device.problem && (
            <p role="alert" className="text-sm text-red-800">
              {PROBLEM_LINES[device.problem]}
            </p>
          )}
        </div>
      )}
      {showsChoices && (
        <QueryValue query={choices} loading={<SettingsLoading />} errorMessage={SETTINGS_LOAD_FAILED} isCompact>
          {(loaded) => (
            <PushChoicesForm key={JSON.stringify(loaded)} userId={userId} choices={loaded} onSaved={setSaved} />
          )}
        </QueryValue>
      )}
      <p className="mt-4 text-sm text-muted">
        Taking a break, or choosing “None” under Notifications, silences these notices too.
      </p>
    </SettingsCard>
  );
}

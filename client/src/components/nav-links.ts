/** The header's main links, in order. */
export const MAIN_NAV_LINKS = [
  { href: "/community", label: "Community" },
  { href: "/stories", label: "Stories" },
  { href: "/pets-social", label: "Pet's Be Social" },
  { href: "/resources", label: "Resources" },
  { href: "/blog", label: "Blog" },
  { href: "/groups", label: "Local Groups" },
] as const;

/** Shown only to a logged-in member. */
export const PREFERENCES_LINK = { href: "/preferences", label: "AI Preferences" } as const;

/** A member's own account (docs/features.md#your-account), beside Logout. */
export const SETTINGS_LINK = { href: "/settings", label: "Settings" } as const;

/**
 * Help, one tap away on every page (docs/safety.md#safety-on-a-bad-day): quiet, never alarming, in
 * the bar and the phone menu.
 */
export const CRISIS_LINK = { href: "/crisis", label: "Get help now" } as const;

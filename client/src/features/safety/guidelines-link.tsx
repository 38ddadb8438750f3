/** "Community guidelines", under every posting form and on sign-up: a new tab, so nothing typed is lost. */
export function GuidelinesLink({ lead = "Before you post, read our" }: { lead?: string }) {
  return (
    <p className="text-sm text-muted">
      {lead}{" "}
      <a href="/guidelines" target="_blank" rel="noopener" className="font-medium text-brand-800 underline">
        Community guidelines
      </a>
      .
    </p>
  );
}

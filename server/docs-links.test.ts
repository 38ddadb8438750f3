/**
 * The README and docs/ are a map: every relative link in them, and every `docs/<file>.md#<anchor>`
 * or `README.md#<anchor>` a code comment cites, must lead somewhere. A renamed heading or a moved
 * file fails here, naming the file that points at it.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REPOSITORY_ROOT, SOURCE_DIRS, filesUnder } from "./test/repository-files";

const root = REPOSITORY_ROOT;

/** Markdown with its fenced code blocks blanked out, so a `# comment` in a shell block is no heading. */
function withoutCodeBlocks(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "");
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function anchorOf(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

const anchorCache = new Map<string, Set<string>>();

/** The anchors a markdown file offers: its headings (numbered as GitHub does when repeated) and any `id="…"`. */
function anchorsOf(file: string): Set<string> {
  const known = anchorCache.get(file);
  if (known) return known;
  const text = withoutCodeBlocks(fs.readFileSync(path.join(root, file), "utf8"));
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const [, heading] of text.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = anchorOf(heading!);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  for (const [, id] of text.matchAll(/\bid="([^"]+)"/g)) anchors.add(id!);
  anchorCache.set(file, anchors);
  return anchors;
}

/** Why `target` (a path relative to the repository root, with an optional #anchor) leads nowhere, or undefined. */
function brokenReason(target: string): string | undefined {
  const [filePart, anchor] = target.split("#") as [string, string | undefined];
  const file = path.normalize(filePart);
  if (!fs.existsSync(path.join(root, file))) return `no file ${file}`;
  if (anchor === undefined || anchor === "" || !file.endsWith(".md")) return undefined;
  return anchorsOf(file).has(anchor.toLowerCase()) ? undefined : `no heading #${anchor} in ${file}`;
}

const markdownFiles = [
  "README.md",
  ...filesUnder("docs", (name) => name.endsWith(".md")),
  ...filesUnder("tools", (name) => name.endsWith(".md")),
];

describe("links in the README and docs/", () => {
  it.each(markdownFiles)("every relative link in %s leads to a file and heading", (file) => {
    const text = withoutCodeBlocks(fs.readFileSync(path.join(root, file), "utf8"));
    const broken: string[] = [];
    for (const [, target] of text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target!)) continue; // https:, mailto:
      const resolved = target!.startsWith("#")
        ? `${file}${target}`
        : path.join(path.dirname(file), target!.split("#")[0]!) +
          (target!.includes("#") ? `#${target!.split("#")[1]}` : "");
      const reason = brokenReason(resolved);
      if (reason) broken.push(`${target}: ${reason}`);
    }
    expect(broken).toEqual([]);
  });
});

describe("docs/ and the README cited in code comments", () => {
  const sourceFiles = SOURCE_DIRS.flatMap((dir) => filesUnder(dir, (name) => /\.(ts|tsx|mjs|js|css|sql)$/.test(name)));

  it("every docs/<file>.md#<anchor> and README.md#<anchor> a source file cites exists", () => {
    const broken: string[] = [];
    for (const file of sourceFiles) {
      const text = fs.readFileSync(path.join(root, file), "utf8");
      for (const [, target] of text.matchAll(/(?<![\w./-])((?:docs\/[\w./-]+|README)\.md(?:#[\w-]+)?)/g)) {
        const reason = brokenReason(target!);
        if (reason) broken.push(`${file}: ${target}: ${reason}`);
      }
    }
    expect(broken).toEqual([]);
  });
});

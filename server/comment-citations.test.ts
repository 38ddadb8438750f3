/**
 * A comment says why in the repository's own words: it cites `docs/<file>.md#<anchor>` (which
 * docs-links.test.ts checks exists) or gives the reason itself, never a document a reader of the
 * code cannot open: the product brief's numbered sections, the issue tracker's numbers, or the
 * brief's folder beside the repository.
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { REPOSITORY_ROOT, SOURCE_DIRS, filesUnder } from "./test/repository-files";

const root = REPOSITORY_ROOT;
const SOURCE_FILE = /\.(ts|tsx|mts|mjs|js)$/;

/** What a comment may not cite, each with the words a failure prints. */
const OUTSIDE_CITATIONS: { pattern: RegExp; what: string }[] = [
  { pattern: /\bspec\s*§/i, what: "a section of the product brief" },
  { pattern: /\bissues?\s+#?\d+/i, what: "an issue number" },
  { pattern: /shared\/spec\//, what: "the product brief's folder" },
];

function sourceFiles(): string[] {
  return SOURCE_DIRS.flatMap((dir) => filesUnder(dir, (name) => SOURCE_FILE.test(name)));
}

/** Every comment in `text`, with its line: read through TypeScript's parser, so strings and regular expressions are never taken for comments. */
export function commentsOf(fileName: string, text: string): { line: number; text: string }[] {
  const kind = fileName.endsWith(".tsx")
    ? ts.ScriptKind.TSX
    : fileName.endsWith(".ts")
      ? ts.ScriptKind.TS
      : ts.ScriptKind.JS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const seen = new Set<number>();
  const comments: { line: number; text: string }[] = [];
  const collect = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) {
      if (seen.has(range.pos)) continue;
      seen.add(range.pos);
      comments.push({
        line: source.getLineAndCharacterOfPosition(range.pos).line + 1,
        text: text.slice(range.pos, range.end),
      });
    }
  };
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(text, node.pos));
    collect(ts.getTrailingCommentRanges(text, node.end));
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return comments;
}

/** The citations of outside documents in `text`'s comments, as "file:line: what (the comment's words)". */
function outsideCitations(file: string, text: string): string[] {
  const found: string[] = [];
  for (const comment of commentsOf(file, text)) {
    for (const { pattern, what } of OUTSIDE_CITATIONS) {
      const match = pattern.exec(comment.text);
      if (!match) continue;
      const lineOffset = comment.text.slice(0, match.index).split("\n").length - 1;
      found.push(`${file}:${comment.line + lineOffset}: ${what} ("${match[0]}")`);
    }
  }
  return found;
}

describe("comments cite docs/, not documents outside the repository", () => {
  it("finds a citation in a comment and none in a string", () => {
    const code = [
      "// Anyone may share a story (spec §6).",
      "/** Weighed as issue 38 asked. */",
      "const words = 'issue 18 and spec §4 in a string';",
      "const pattern = /issue 9/;",
      "/* ../shared/spec/safety.md */",
      "export { words, pattern };",
    ].join("\n");
    expect(outsideCitations("x.ts", code)).toEqual([
      'x.ts:1: a section of the product brief ("spec §")',
      'x.ts:2: an issue number ("issue 38")',
      'x.ts:5: the product brief\'s folder ("shared/spec/")',
    ]);
  });

  it("reads comments inside JSX", () => {
    const code = "export const A = () => (\n  <div>\n    {/* the layout (issue 20) */}\n  </div>\n);\n";
    expect(outsideCitations("a.tsx", code)).toEqual(['a.tsx:3: an issue number ("issue 20")']);
  });

  it("holds for every source file", () => {
    const found = sourceFiles().flatMap((file) => {
      const text = fs.readFileSync(path.join(root, file), "utf8");
      // Parsing is what tells a comment from a string; only files with such words need it.
      return OUTSIDE_CITATIONS.some(({ pattern }) => pattern.test(text)) ? outsideCitations(file, text) : [];
    });
    expect(found).toEqual([]);
  });
});

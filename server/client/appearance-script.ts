/**
 * The pre-paint appearance script (shared/appearance.ts says what it does) as client/index.html
 * carries it, and the hash by which the Content-Security-Policy allows exactly that inline script
 * (server/middleware/security-headers.ts).
 */
import crypto from "node:crypto";
import { APPEARANCE_SCRIPT } from "@shared/appearance-script";

/** The CSP source for the script: the SHA-256 of its exact text, as CSP Level 2 defines it. */
export const APPEARANCE_SCRIPT_SOURCE = `'sha256-${crypto.createHash("sha256").update(APPEARANCE_SCRIPT, "utf8").digest("base64")}'`;

/** The tag as client/index.html must hold it, byte for byte: nothing between the tags and the text. */
export const APPEARANCE_SCRIPT_TAG = `<script>${APPEARANCE_SCRIPT}</script>`;

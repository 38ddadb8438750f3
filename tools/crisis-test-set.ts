/**
 * Prints how the crisis phrase lists do on their test set (shared/safety/crisis-test-set.ts): false
 * positives (harmless text that would show the panel or open a case), false negatives (text that
 * should trigger but doesn't), and sentences answered at the wrong level.
 * docs/safety.md#the-crisis-phrase-test-set quotes it.
 *
 *   npm run crisis:test-set
 */
import { checkForCrisis } from "../shared/safety/crisis-check";
import { HARMLESS, MUST_TRIGGER, UNSEEN, type CrisisTestCase } from "../shared/safety/crisis-test-set";

const falsePositives = HARMLESS.filter((text) => checkForCrisis(text).level !== "none");
const falseNegatives = MUST_TRIGGER.filter(({ text }) => checkForCrisis(text).level === "none");
const wrongLevel = MUST_TRIGGER.filter(
  ({ text, expected }) => checkForCrisis(text).level !== "none" && checkForCrisis(text).level !== expected,
);
const byLevel = (level: string) => MUST_TRIGGER.filter((item) => item.expected === level).length;

console.log(`Harmless sentences:       ${HARMLESS.length}, false positives: ${falsePositives.length}`);
console.log(
  `Must-trigger sentences:   ${MUST_TRIGGER.length} (support ${byLevel("support")}, check-in ${byLevel("check-in")}, hold ${byLevel("hold")}), false negatives: ${falseNegatives.length}`,
);
console.log(`Triggered at the wrong level: ${wrongLevel.length}`);
for (const text of falsePositives) console.log(`  false positive: ${text}`);
for (const { text } of falseNegatives) console.log(`  false negative: ${text}`);
for (const { text, expected } of wrongLevel) {
  console.log(`  wrong level: ${text} (expected ${expected}, got ${checkForCrisis(text).level})`);
}

/** The same counts for sentences the lists were never tuned against. */
function reportUnseen(cases: CrisisTestCase[]): void {
  const harmless = cases.filter((item) => item.expected === "none");
  const risky = cases.filter((item) => item.expected !== "none");
  const fp = harmless.filter(({ text }) => checkForCrisis(text).level !== "none");
  const fn = risky.filter(({ text }) => checkForCrisis(text).level === "none");
  const wrong = risky.filter(({ text, expected }) => {
    const level = checkForCrisis(text).level;
    return level !== "none" && level !== expected;
  });
  console.log(`\nUnseen sentences: ${harmless.length} harmless, ${risky.length} risky`);
  console.log(`False positives: ${fp.length}, false negatives: ${fn.length}, wrong level: ${wrong.length}`);
  for (const { text } of fp) console.log(`  false positive: ${text} (${checkForCrisis(text).level})`);
  for (const { text } of fn) console.log(`  false negative: ${text}`);
  for (const { text, expected } of wrong)
    console.log(`  wrong level: ${text} (expected ${expected}, got ${checkForCrisis(text).level})`);
}
reportUnseen(UNSEEN);

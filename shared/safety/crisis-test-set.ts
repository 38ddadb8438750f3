/**
 * The sentences every change to the crisis phrase lists must still get right. Written in the
 * voices people use here: grief is normal on this site and must never trigger anything, and a
 * person at risk rarely uses clinical words. Add a sentence whenever one is got wrong.
 */
import type { CrisisLevel } from "./crisis-check";

export interface CrisisTestCase {
  text: string;
  expected: CrisisLevel;
}

/** Must not trigger anything: grief, figures of speech, pet care. */
export const HARMLESS: string[] = [
  "The vet put her to sleep this morning and I held her paw the whole time.",
  "We had to put him down last week after the cancer spread.",
  "Any tips to kill the fleas without harsh chemicals?",
  "I'd die for this dog, honestly.",
  "She crossed the rainbow bridge today, fourteen years old.",
  "This heat is killing me, the dogs won't walk further than the corner.",
  "My old cat died on Sunday and the house is so quiet.",
  "He passed away in his sleep, we were all with him.",
  "We had her euthanised on Friday and I keep looking for her by the door.",
  "Our rabbit is on a special diet for her kidneys.",
  "I'm dying to see the photos from the meetup!",
  "The vet said an overdue vaccine is nothing to worry about.",
  "Tonight we're planning a little memorial walk at the park.",
  "I cried all day today, grief comes in waves.",
  "The bridge near the river is a lovely place to walk dogs.",
  "I have a plan for her birthday: cake for dogs!",
  "My parrot bit me and I hurt my finger, silly bird.",
  "It feels like part of me died with him.",
  "Does anyone know a good self-cleaning litter box?",
  "Dead tired after the adoption day, but so happy.",
];

/** What each must be: the support panel, a check-in, or held. */
export const MUST_TRIGGER: CrisisTestCase[] = [
  { text: "I want to be with her again, I miss her so much.", expected: "support" },
  { text: "I don't know how to go on without him.", expected: "support" },
  { text: "I can't do this anymore.", expected: "support" },
  { text: "Since she died I just want to die too.", expected: "check-in" },
  { text: "Sometimes I think about ending my life.", expected: "check-in" },
  { text: "I’ve been thinking I’d be better off dead.", expected: "check-in" },
  { text: "I don’t want to live without her.", expected: "check-in" },
  { text: "I've started hurting myself again.", expected: "check-in" },
  { text: "I have been feeling suicidal for weeks.", expected: "check-in" },
  { text: "I keep thinking about self-harm.", expected: "check-in" },
  { text: "I'm so tired of being here.", expected: "check-in" },
  { text: "I've been giving my things away to friends.", expected: "check-in" },
  { text: "There is no reason to live now that he's gone.", expected: "check-in" },
  { text: "KILL   MYSELF is all I think about", expected: "check-in" },
  { text: "I'm going to end it all tonight.", expected: "hold" },
  { text: "I have the pills. I want to die.", expected: "hold" },
  { text: "I want to kill myself right now.", expected: "hold" },
  { text: "I'm going to the bridge, I can't go on like this.", expected: "hold" },
  { text: "I've made a plan to end my life.", expected: "hold" },
  { text: "Today is the day I take my own life.", expected: "hold" },
  { text: "I've saved enough pills to do it tonight.", expected: "hold" },
  { text: "I won’t be here tomorrow. I’m going to kill myself.", expected: "hold" },
];

/**
 * Sentences written after the lists were first settled, to measure them on words they weren't
 * shaped around: on first run 2 false positives, 3 false negatives and 3 at the wrong level of 16
 * (docs/safety.md#the-crisis-phrase-test-set). The lists were widened from what they missed;
 * `npm run crisis:test-set` counts how they do now. The tests hold only the sets above, so a miss
 * here is a finding, not a failure; the next honest measure needs sentences nobody has tuned
 * against yet.
 */
export const UNSEEN: CrisisTestCase[] = [
  { text: "Our vet helped him go peacefully and I'm grateful.", expected: "none" },
  { text: "The puppy is killing it at agility class.", expected: "none" },
  { text: "I nearly died laughing at her zoomies.", expected: "none" },
  { text: "My heart broke when we lost Bella today.", expected: "none" },
  { text: "I could just die of embarrassment, the dog stole the cake.", expected: "none" },
  { text: "We're going to the bridge tonight to scatter his ashes.", expected: "none" },
  { text: "The overdose of treats at Christmas gave her a tummy ache.", expected: "none" },
  { text: "I hurt myself tripping over the lead, nothing serious.", expected: "none" },
  { text: "I don't see the point of anything anymore.", expected: "check-in" },
  { text: "Everyone would be better off without me.", expected: "check-in" },
  { text: "I keep thinking about ending things.", expected: "check-in" },
  { text: "I want to go to sleep and never wake up.", expected: "check-in" },
  { text: "I've been self harming since he died.", expected: "check-in" },
  { text: "I'm planning to kill myself this weekend.", expected: "hold" },
  { text: "I've got a rope and I'm going to end my life.", expected: "hold" },
  { text: "Tonight I'm taking all my pills, I can't do this anymore.", expected: "hold" },
];

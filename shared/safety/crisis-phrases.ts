/**
 * The crisis phrase lists (docs/safety.md#safety-on-a-bad-day), as data: one
 * entry per language, English first. Phrases are written normalised (lowercase, straight
 * apostrophes, single spaces, hyphens as spaces) and match whole words only.
 *
 * Changing a list? Run `npx vitest run shared/safety`: the test set in crisis-test-set.ts must
 * still pass, and the false-positive and false-negative counts in
 * docs/safety.md#the-crisis-phrase-test-set come from it.
 */

export interface CrisisPhraseList {
  /** Risk to self: the post publishes and a check-in goes to the top of the moderation queue. */
  risk: string[];
  /**
   * When, where or how: with a risk phrase in the same or a neighbouring sentence the risk is
   * imminent, and the post is held for a moderator before anyone else sees it.
   */
  imminence: string[];
  /** Grief said in a way that may also be longing to die: the author sees the support panel, nothing more. */
  support: string[];
  /**
   * Never a trigger on this site (grief is what it is for): taken out of the text before matching,
   * so "this heat is killing me" or "put to sleep" can never complete a phrase. None may overlap a
   * risk phrase ("dead" would break "better off dead"); the tests check that every phrase still matches.
   */
  never: string[];
}

export const CRISIS_PHRASES: Record<string, CrisisPhraseList> = {
  en: {
    risk: [
      "kill myself",
      "killing myself",
      "end my life",
      "ending my life",
      "take my own life",
      "taking my own life",
      "take my life",
      "want to die",
      "wanna die",
      "want to be dead",
      "wish i was dead",
      "wish i were dead",
      "better off dead",
      "better off without me",
      "end it all",
      "ending it all",
      "hurt myself",
      "hurting myself",
      "harm myself",
      "harming myself",
      "self harm",
      "self harming",
      "cut myself",
      "cutting myself",
      "suicidal",
      "commit suicide",
      "no reason to live",
      "nothing left to live for",
      "nothing to live for",
      "don't want to live",
      "dont want to live",
      "do not want to live",
      "don't want to be here anymore",
      "dont want to be here anymore",
      "don't want to wake up",
      "dont want to wake up",
      "an overdose",
      "overdose on",
      "overdosing",
      "take all my pills",
      "taking all my pills",
      "ending things",
      "end things",
      "never wake up",
      "don't see the point of anything",
      "dont see the point of anything",
      "no point in living",
      "giving my things away",
      "giving away my things",
      "so tired of being here",
      "enough pills to",
      "can't go on like this",
      "cant go on like this",
      "not be here tomorrow",
    ],
    imminence: [
      "tonight",
      "today",
      "right now",
      "this evening",
      "in an hour",
      "this weekend",
      "planning to",
      "a rope",
      "won't be here tomorrow",
      "wont be here tomorrow",
      "i have the pills",
      "i've got the pills",
      "got the pills",
      "have the pills",
      "the bridge",
      "a plan",
      "my plan",
      "the rope",
      "goodbye note",
      "wrote a note",
      "written a note",
      "saying goodbye",
      "this is goodbye",
    ],
    support: [
      "want to be with her again",
      "want to be with him again",
      "want to be with them again",
      "want to join her",
      "want to join him",
      "can't live without her",
      "can't live without him",
      "cant live without her",
      "cant live without him",
      "don't know how to go on",
      "dont know how to go on",
      "don't want to go on",
      "dont want to go on",
      "can't do this anymore",
      "cant do this anymore",
    ],
    never: [
      "died",
      "passed away",
      "put to sleep",
      "put her to sleep",
      "put him to sleep",
      "put down",
      "put her down",
      "put him down",
      "euthanised",
      "euthanized",
      "rainbow bridge",
      "killing me",
      "dying to",
    ],
  },
};

export type SampleGroupType = "therapy" | "support" | "training" | "social" | "volunteer" | "professional";

export interface SampleGroup {
  id: string;
  name: string;
  description: string;
  location: string;
  type: SampleGroupType;
  schedule: string;
  contactInfo: string;
  createdAt: string;
}

export const sampleGroups: SampleGroup[] = [
  {
    id: "sample-group-1",
    name: "Paws & Calm Evening Circle",
    description:
      "A gentle evening circle where registered therapy dogs join a small group for quiet time and conversation. We open with a short breathing exercise, then there's time to sit with the dogs, share if you'd like, or simply listen. First-timers are always welcome, and there's never any pressure to talk.",
    location: "Alder Creek, OR",
    type: "therapy",
    schedule: "Tuesdays 6:30–8pm",
    contactInfo: "pawsandcalm@example.org",
    createdAt: "2025-10-03T10:00:00.000Z",
  },
  {
    id: "sample-group-2",
    name: "Empty Collar Pet Loss Circle",
    description:
      "A peer support group for anyone grieving an animal companion, whether the loss was last week or years ago. We light a candle for each pet, share memories if we want to, and sit with the hard parts together. Every kind of animal and every kind of grief is welcome.",
    location: "Millbrook, VT",
    type: "support",
    schedule: "First Monday of the month 7–8:30pm",
    contactInfo: "emptycollar@example.org",
    createdAt: "2025-10-07T10:00:00.000Z",
  },
  {
    id: "sample-group-3",
    name: "Future Therapy Teams Prep Class",
    description:
      "A friendly six-week class for dogs and handlers getting ready for a therapy animal evaluation. We practice polite greetings, walking through crowds and reading your dog's stress signals, using positive, reward-based methods only. Nervous handlers especially welcome.",
    location: "Westbrook Heights, IL",
    type: "training",
    schedule: "Mondays 7–8pm",
    contactInfo: "(555) 013-2291",
    createdAt: "2025-10-11T10:00:00.000Z",
  },
  {
    id: "sample-group-4",
    name: "Slow Sunday Dog Walkers",
    description:
      "An unhurried walk along the river path at the pace of the slowest sniffer. Come for company without pressure to chat, or if you're easing back into being around people. Coffee afterward for anyone who'd like to stay a while.",
    location: "Alder Creek, OR",
    type: "social",
    schedule: "Sundays 8:30–9:30am",
    contactInfo: "slowsunday@example.org",
    createdAt: "2025-10-15T10:00:00.000Z",
  },
  {
    id: "sample-group-5",
    name: "Shelter Cuddle Crew",
    description:
      "Help shy shelter cats learn that people can be kind. Volunteers sit quietly in the cat rooms, read aloud and play gently. Training is provided at your first session, and many volunteers say it's the calmest part of their week.",
    location: "Harlow, PA",
    type: "volunteer",
    schedule: "Sundays 1–3pm",
    contactInfo: "(555) 015-2278",
    createdAt: "2025-10-19T10:00:00.000Z",
  },
  {
    id: "sample-group-6",
    name: "Animal-Assisted Practice Network",
    description:
      "A peer group for counselors, social workers and other professionals who include animals in their work or are thinking about it. We talk through ethics, animal welfare and practical questions, and share what we're learning. Curious newcomers are welcome to sit in.",
    location: "Eastmere, OH",
    type: "professional",
    schedule: "Second Tuesday of the month 12–1:30pm",
    contactInfo: "aapnetwork@example.org",
    createdAt: "2025-10-23T10:00:00.000Z",
  },
];

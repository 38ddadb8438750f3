export interface DemoChallenge {
  title: string;
  description: string;
  startOffsetDays: number;
  durationDays: number;
}

export const demoChallenges: DemoChallenge[] = [
  {
    title: "Seven Days of Slow Walks",
    description:
      "Take one unhurried walk each day and let your dog set the pace. No distance goals. Notice one new thing on every walk and share it in the comments if you like.",
    startOffsetDays: -3,
    durationDays: 7,
  },
  {
    title: "Two Weeks of Small Wins",
    description:
      "Each day, write down one small thing you managed, with or because of your animal. Fed the fish on time? Brushed the cat? Got outside? It all counts.",
    startOffsetDays: -10,
    durationDays: 14,
  },
  {
    title: "The Calm Corner Challenge",
    description:
      "Spend this month creating a small, cozy spot at home for you and your pet to rest together. Add one comforting thing each week and share a photo when you're happy with it.",
    startOffsetDays: -18,
    durationDays: 30,
  },
  {
    title: "Ten Minutes of Watching",
    description:
      "For ten days, spend ten minutes simply watching your animal without your phone. Fish, hamsters and sleeping dogs are all perfect for this gentle attention practice.",
    startOffsetDays: 0,
    durationDays: 10,
  },
  {
    title: "Grooming as Mindfulness",
    description:
      "Turn brushing into a calm ritual. Each day for two weeks, groom your pet slowly for a few minutes, paying attention to the feel of the brush and your breathing. Stop whenever your pet wants to.",
    startOffsetDays: 5,
    durationDays: 14,
  },
  {
    title: "Gratitude With Paws",
    description:
      "Each evening for three weeks, note one to three small, warm moments you shared with an animal that day. Neighbors' dogs and garden birds count too.",
    startOffsetDays: 12,
    durationDays: 21,
  },
  {
    title: "Shelter Helper Fortnight",
    description:
      "Give a couple of hours over two weeks to a local shelter or rescue: walking dogs, socializing cats, folding laundry or donating supplies. Share what you did to inspire others.",
    startOffsetDays: 20,
    durationDays: 14,
  },
  {
    title: "Enrichment Week",
    description:
      "Try one new enrichment activity with your pet each day: a snuffle mat, a cardboard box maze, a new foraging toy or a fresh scent to explore. Happy animals, happy humans.",
    startOffsetDays: 28,
    durationDays: 7,
  },
  {
    title: "Morning Light Routine",
    description:
      "For three weeks, spend a few minutes outside in daylight with your animal soon after waking, even just standing at the back door. Many members find it helps them feel more settled.",
    startOffsetDays: -45,
    durationDays: 21,
  },
  {
    title: "Letters to a Pet We Miss",
    description:
      "A gentle challenge for anyone grieving. Over two weeks, write a short note to an animal you've lost whenever you feel ready. Share only if you want to; writing it is enough.",
    startOffsetDays: -60,
    durationDays: 14,
  },
  {
    title: "Training Together, Five Minutes a Day",
    description:
      "Practice one kind, simple training skill with your pet for five minutes a day. Short, positive sessions build confidence for both of you, whether you're preparing for therapy work or just having fun.",
    startOffsetDays: -32,
    durationDays: 28,
  },
  {
    title: "Screen-Free Evening Hour",
    description:
      "Swap one hour of evening scrolling for time with your animals, a few nights a week for two weeks. Play, brush, sit together or tidy their space slowly.",
    startOffsetDays: -75,
    durationDays: 14,
  },
  {
    title: "Say Hello Week",
    description:
      "Loneliness gets lighter with small connections. For one week, say hello to one person while out with your animal, or post a hello in our Introductions forum.",
    startOffsetDays: -90,
    durationDays: 7,
  },
  {
    title: "Nature Notes With Your Pet",
    description:
      "Over twenty days, jot down something from the natural world you noticed while caring for your animal: birdsong on a dog walk, a sunbeam your cat found, new leaves for your tortoise.",
    startOffsetDays: -120,
    durationDays: 20,
  },
  {
    title: "Handler Care Month",
    description:
      "For therapy and service dog handlers: each week, choose one small way to care for yourself after visits or busy days. Rest, debrief with a friend, take a day off. You matter too.",
    startOffsetDays: 35,
    durationDays: 30,
  },
];

export type SampleResourceCategory =
  "educational" | "mental-health" | "pet-therapy" | "veterinary" | "grief-support" | "local-resources";

export interface SampleResource {
  id: string;
  title: string;
  content: string;
  category: SampleResourceCategory;
  url: string;
  imageUrl: string;
  createdAt: string;
}

export const sampleResources: SampleResource[] = [
  {
    id: "sample-resource-1",
    title: "Getting Started: How Animals Can Support Wellbeing",
    content:
      "Welcome to the PawsWell resource library. If you're new here, this is a good place to begin. This friendly introduction explains, in plain language, some of the ways animals can bring comfort, routine and connection into our lives, from a dog who gets you outside to a fish tank that helps you slow down. It also reminds us that animals are companions, not cures, and that their wellbeing matters just as much as ours.",
    category: "educational",
    url: "https://example.org/guides/getting-started",
    imageUrl: "",
    createdAt: "2025-10-02T09:00:00.000Z",
  },
  {
    id: "sample-resource-2",
    title: "Choosing a Companion That Fits Your Life",
    content:
      "Thinking about welcoming an animal home? This gentle guide walks through the questions worth asking first: how much time and energy you have on good days and hard ones, the space you live in, your budget, and who could help if you needed a break. It covers dogs, cats, birds, small mammals, fish and reptiles, with honest notes on what each needs day to day.",
    category: "educational",
    url: "https://example.org/guides/choosing-a-companion",
    imageUrl: "",
    createdAt: "2025-10-04T09:00:00.000Z",
  },
  {
    id: "sample-resource-3",
    title: "When to Reach Out for More Support",
    content:
      "Animals can be wonderful company, but you deserve support from people too. This page describes some signs that it may be time to talk with a doctor, counselor or someone you trust, and what a first appointment is often like. If you are in crisis or feel unable to stay safe, please contact your local emergency number or a crisis line straight away.",
    category: "mental-health",
    url: "https://example.org/support/reaching-out",
    imageUrl: "",
    createdAt: "2025-10-06T09:00:00.000Z",
  },
  {
    id: "sample-resource-4",
    title: "Grounding Exercises With Your Pet",
    content:
      "When anxiety or difficult memories take over, grounding can help bring your attention back to the here and now. This short guide adapts simple techniques to time with an animal: the softness of fur, the rhythm of breathing, the sound of purring or chewing hay. Practice on calmer days so they're ready when you need them.",
    category: "mental-health",
    url: "https://example.org/support/grounding-with-pets",
    imageUrl: "",
    createdAt: "2025-10-08T09:00:00.000Z",
  },
  {
    id: "sample-resource-5",
    title: "Therapy, Service and Support Animals Explained",
    content:
      "These terms are easy to mix up. This plain-language explainer describes the general differences between therapy animals, service animals and emotional support animals, the kind of training involved, and where each usually goes. Rules differ from place to place, so it also suggests how to check what applies where you live.",
    category: "pet-therapy",
    url: "https://example.org/therapy/roles-explained",
    imageUrl: "",
    createdAt: "2025-10-10T09:00:00.000Z",
  },
  {
    id: "sample-resource-6",
    title: "Is My Animal Suited to Therapy Visits?",
    content:
      "Lots of lovely animals don't enjoy visiting strangers, and that's perfectly fine. This checklist helps you think about your companion's temperament, health and comfort in busy places, plus the handler skills you'll need. If visits aren't the right fit, it offers other ways to share your animal's gentle nature.",
    category: "pet-therapy",
    url: "https://example.org/therapy/good-fit-checklist",
    imageUrl: "",
    createdAt: "2025-10-12T09:00:00.000Z",
  },
  {
    id: "sample-resource-7",
    title: "Making Vet Visits a Little Calmer",
    content:
      "Many animals, and many people, find vet visits stressful. This guide shares practical ideas: getting your pet used to the carrier, happy visits where nothing happens but treats, asking for a quiet room, and writing your questions down beforehand so you leave feeling heard.",
    category: "veterinary",
    url: "https://example.org/vet/calmer-visits",
    imageUrl: "",
    createdAt: "2025-10-14T09:00:00.000Z",
  },
  {
    id: "sample-resource-8",
    title: "Caring for an Older Companion",
    content:
      "Senior animals often need a little extra help and a lot of patience. This guide covers common changes in older dogs, cats and small pets, simple ways to make home more comfortable, like ramps, soft bedding and non-slip rugs, and why regular check-ups with your vet matter as the years go by.",
    category: "veterinary",
    url: "https://example.org/vet/senior-companions",
    imageUrl: "",
    createdAt: "2025-10-16T09:00:00.000Z",
  },
  {
    id: "sample-resource-9",
    title: "Grieving an Animal: You're Not Alone",
    content:
      "The loss of an animal companion is a real loss, whether they were a horse you'd known for decades or a hamster you'd had for two years. This gentle page talks about the many shapes grief can take, including guilt, numbness and deep sadness, and offers small ways to care for yourself in the days and weeks after.",
    category: "grief-support",
    url: "https://example.org/grief/not-alone",
    imageUrl: "",
    createdAt: "2025-10-18T09:00:00.000Z",
  },
  {
    id: "sample-resource-10",
    title: "Ways to Remember and Honor Them",
    content:
      "Paw print keepsakes, a photo book, a tree planted in the garden, a donation to a shelter in their name. This list of memorial ideas is here for whenever you feel ready, whether that's the first week or the first year. There's no right way to remember someone you loved.",
    category: "grief-support",
    url: "https://example.org/grief/remembering",
    imageUrl: "",
    createdAt: "2025-10-20T09:00:00.000Z",
  },
  {
    id: "sample-resource-11",
    title: "Finding Calm, Pet-Friendly Places Nearby",
    content:
      "Getting outside with your animal can help on hard days, especially if you know where the quiet spots are. This guide explains how to find pet-friendly parks, trails and cafes near you, and how to plan visits for calmer times of day if crowds feel like too much.",
    category: "local-resources",
    url: "https://example.org/local/calm-places",
    imageUrl: "",
    createdAt: "2025-10-22T09:00:00.000Z",
  },
  {
    id: "sample-resource-12",
    title: "Volunteering With Animals in Your Area",
    content:
      "Not ready for a pet of your own, or looking for a gentle way to meet people? Shelters, rescues and sanctuaries often welcome helping hands. This page describes common volunteer roles, from walking dogs and socializing shy cats to folding laundry, and how to find one that suits your energy and schedule.",
    category: "local-resources",
    url: "https://example.org/local/volunteering",
    imageUrl: "",
    createdAt: "2025-10-24T09:00:00.000Z",
  },
];

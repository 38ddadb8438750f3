export type DemoCategoryColor = "blue" | "green" | "purple" | "red" | "yellow" | "gray";

export type DemoCategoryContentType = "blog" | "resource" | "community" | "story" | "group";

export interface DemoCategory {
  name: string;
  description: string;
  color: DemoCategoryColor;
  contentType: DemoCategoryContentType;
}

export const demoCategories: DemoCategory[] = [
  {
    name: "Wellness Tips",
    description: "Gentle, practical ideas for looking after yourself with the help of your animals.",
    color: "green",
    contentType: "blog",
  },
  {
    name: "Community News",
    description: "Updates from the PawsWell team, new features and highlights from around the community.",
    color: "blue",
    contentType: "blog",
  },
  {
    name: "Guides & How-Tos",
    description: "Plain-language guides on animal care, therapy work and building healthy routines.",
    color: "purple",
    contentType: "resource",
  },
  {
    name: "Grief & Remembrance",
    description: "Resources for anyone grieving an animal companion, and ways to honor them.",
    color: "gray",
    contentType: "resource",
  },
  {
    name: "Getting Help",
    description: "Where to turn when you need more support, including crisis information and finding a counselor.",
    color: "red",
    contentType: "resource",
  },
  {
    name: "Introductions",
    description: "New here? Say hello, tell us about your animals and meet the community.",
    color: "yellow",
    contentType: "community",
  },
  {
    name: "Daily Check-Ins",
    description: "A gentle place to share how today is going, good, bad or somewhere in between.",
    color: "blue",
    contentType: "community",
  },
  {
    name: "Recovery Journeys",
    description: "Stories of healing from anxiety, depression, trauma and loss, with an animal by your side.",
    color: "purple",
    contentType: "story",
  },
  {
    name: "Rescue & Adoption Tales",
    description: "How rescued animals found their people, and how those people found a little rescue too.",
    color: "green",
    contentType: "story",
  },
  {
    name: "In Loving Memory",
    description: "Stories celebrating the lives of animals who have passed, shared by the people who loved them.",
    color: "gray",
    contentType: "story",
  },
  {
    name: "Peer Support Circles",
    description: "Local and online groups where people meet to share experiences and support each other.",
    color: "yellow",
    contentType: "group",
  },
  {
    name: "Volunteer Opportunities",
    description: "Shelters, sanctuaries and visiting programs looking for kind and patient helpers.",
    color: "red",
    contentType: "group",
  },
];

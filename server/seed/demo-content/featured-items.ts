export type DemoFeaturedItemType = "animal" | "rescue" | "story" | "website" | "other";

export interface DemoFeaturedItem {
  title: string;
  description: string;
  type: DemoFeaturedItemType;
  url: string;
}

export const demoFeaturedItems: DemoFeaturedItem[] = [
  {
    title: "Meet Moose, the Library's Favorite Listener",
    description:
      "Moose is an enormous, gentle Newfoundland who spends Saturday mornings at the Fernwood library, lying perfectly still while children read aloud to him. He especially likes books about trucks.",
    type: "animal",
    url: "",
  },
  {
    title: "Dot the Greyhound, Retired Racer and Professional Napper",
    description:
      "After a career on the track, Dot now spends Wednesday afternoons at the Fernwood library reading program, where she mostly lies on her mat and lets young readers admire her soft ears.",
    type: "animal",
    url: "",
  },
  {
    title: "Second Chance Bunny Rescue",
    description:
      "A small, volunteer-run rescue in Brookvale that rehabilitates and rehomes rabbits and guinea pigs, with a special soft spot for bonded pairs and older animals who wait the longest.",
    type: "rescue",
    url: "https://example.org/rescues/second-chance-bunny",
  },
  {
    title: "Harlow Senior-to-Senior Adoption Program",
    description:
      "This shelter program matches older adults with older dogs and cats and helps with vet costs, so nobody has to grow old alone. Dozens of quiet friendships have started here.",
    type: "rescue",
    url: "https://example.org/rescues/senior-to-senior",
  },
  {
    title: "The Dog Who Taught Me to Leave the House Again",
    description:
      "Maya's story of fostering a frightened shepherd mix, and how the two of them learned to face the world one house at a time, is one of our community's most loved.",
    type: "story",
    url: "",
  },
  {
    title: "What the Horses Taught Me About Trust",
    description:
      "A veteran shares how twelve weeks of groundwork with a bay gelding named Tucker helped him set down some of what he'd been carrying.",
    type: "story",
    url: "",
  },
  {
    title: "Calm Places Map",
    description:
      "A community-built map of quiet, pet-friendly spots: shady benches, low-traffic walking paths and cafes with a calm back corner. Add your own favorites.",
    type: "website",
    url: "https://example.org/calm-places-map",
  },
  {
    title: "Pet Loss Remembrance Wall",
    description:
      "A gentle online space where you can leave a photo and a few words for an animal you've lost. Every pet is welcome, from horses to hamsters.",
    type: "website",
    url: "https://example.org/remembrance-wall",
  },
  {
    title: "Sunday Sniff Walk Challenge",
    description:
      "Every Sunday this month, take a slow walk and let your dog lead the way. No distance goals, just noticing. Share a photo of your favorite sniff spot.",
    type: "other",
    url: "",
  },
];

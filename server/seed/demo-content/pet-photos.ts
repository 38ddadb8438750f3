import type { IllustrationName } from "@shared/illustrations";

export interface DemoPetPhoto {
  petName: string;
  petType: "dog" | "cat" | "bird" | "rabbit" | "hamster" | "fish" | "reptile" | "other";
  ownerName: string;
  description: string;
  /** The drawing the photo is made from (shared/illustrations.ts). */
  illustration: IllustrationName;
}

export const demoPetPhotos: DemoPetPhoto[] = [
  {
    petName: "Biscuit",
    petType: "dog",
    ownerName: "maya_and_biscuit",
    description: "Home from our Tuesday visit at the rehab center, very pleased with himself.",
    illustration: "dog",
  },
  {
    petName: "Miso",
    petType: "cat",
    ownerName: "quiet_cat_corner",
    description: "Miso has claimed the sunny cushion again. The window is hers too, apparently.",
    illustration: "cat",
  },
  {
    petName: "Juniper",
    petType: "dog",
    ownerName: "theo_and_juniper",
    description: "We passed! Juniper was calm through the whole evaluation. I was the nervous one.",
    illustration: "person-dog",
  },
  {
    petName: "Clover",
    petType: "rabbit",
    ownerName: "bunny_days",
    description: "Clover's first morning in the garden run. She did three binkies and then a long nap.",
    illustration: "rabbit",
  },
  {
    petName: "Sunny and Kiwi",
    petType: "bird",
    ownerName: "two_small_birds",
    description: "These two sit together on the same branch every morning and sing to the kettle.",
    illustration: "bird",
  },
  {
    petName: "Tucker",
    petType: "other",
    ownerName: "groundwork_tom",
    description: "Tucker the bay gelding, waiting at the fence for our Saturday session.",
    illustration: "horse",
  },
  {
    petName: "Pepper",
    petType: "dog",
    ownerName: "pepper_the_pointer_mom",
    description: "Pepper got her therapy dog rosette today. She mostly wanted the treats.",
    illustration: "celebrate",
  },
  {
    petName: "The whole crew",
    petType: "other",
    ownerName: "full_house_farm",
    description: "Nap time at our house: dog, cat and rabbit, all on the same patch of grass.",
    illustration: "friends",
  },
];

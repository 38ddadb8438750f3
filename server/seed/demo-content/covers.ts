/**
 * The cover each piece of demo content gets, drawn from our illustrations (shared/illustrations.ts)
 * and stored as a site image when the demo is seeded. Keyed by title; every article, featured
 * item and challenge has one (server/seed/seed-demo.test.ts checks).
 */
import type { IllustrationName } from "@shared/illustrations";

export const demoBlogCovers: Record<string, IllustrationName> = {
  "Why We Started PawsWell": "friends",
  "Five Quiet Things to Do With Your Pet on a Hard Day": "cat",
  "What the Therapy Dogs Taught Me: Notes From a Hospital Chaplain": "person-dog",
  "The Season of Short Days: Winter Wellness With Animals": "books",
  "Pet Loss Is Real Loss": "evening",
  "Small Animals, Big Comfort": "rabbit",
  "A Day in the Life of a Therapy Team": "person-dog",
  "Fireworks, Storms and Sensitive Souls": "dog",
  "Volunteering at a Shelter When You're Not Okay Yet": "rabbit",
  "Slow Walks: The Case for Letting Them Sniff": "path",
  "Horses and Healing: A Morning at Hoofbeats Barn": "horse",
  "Caring for the Carer: When Your Pet Is Ill": "cat",
  "Listening to Service Dog Handlers Living With PTSD": "person-dog",
  "Building a Calm Corner at Home": "books",
  "Children, Animals and Big Feelings": "friends",
  "The Quiet Joy of Fishkeeping": "books",
  "Finding Your People: Starting a Local Group": "friends",
  "How to Be a Good Friend to Someone Grieving a Pet": "person-dog",
  "Old Dogs, New Routines: Why We Love Senior Adoptions": "dog",
  "Scales and Serenity: Notes From Reptile Keepers": "path",
  "Our Community Guidelines, Explained Kindly": "celebrate",
  "Birds in the House: Song, Noise and Company": "bird",
  "Gratitude Lists With Four Legs (and Fins, and Feathers)": "celebrate",
  "What Our Members Taught Us This Year": "friends",
};

export const demoFeaturedCovers: Record<string, IllustrationName> = {
  "Meet Moose, the Library's Favorite Listener": "dog",
  "Dot the Greyhound, Retired Racer and Professional Napper": "dog",
  "Second Chance Bunny Rescue": "rabbit",
  "Harlow Senior-to-Senior Adoption Program": "friends",
  "The Dog Who Taught Me to Leave the House Again": "person-dog",
  "What the Horses Taught Me About Trust": "horse",
  "Calm Places Map": "bird",
  "Pet Loss Remembrance Wall": "evening",
  "Sunday Sniff Walk Challenge": "path",
};

/** Challenges share a few scenes: a path for the walking and routine ones, others by their theme. */
export const demoChallengeCovers: Record<string, IllustrationName> = {
  "Seven Days of Slow Walks": "path",
  "Two Weeks of Small Wins": "celebrate",
  "The Calm Corner Challenge": "books",
  "Ten Minutes of Watching": "bird",
  "Grooming as Mindfulness": "cat",
  "Gratitude With Paws": "friends",
  "Shelter Helper Fortnight": "friends",
  "Enrichment Week": "rabbit",
  "Morning Light Routine": "path",
  "Letters to a Pet We Miss": "evening",
  "Training Together, Five Minutes a Day": "person-dog",
  "Screen-Free Evening Hour": "cat",
  "Say Hello Week": "dog",
  "Nature Notes With Your Pet": "path",
  "Handler Care Month": "person-dog",
};

/** The member of the month's picture by their pet's type ("guinea pig" as the demo writes it). */
export const demoMemberCovers: Record<string, IllustrationName> = {
  dog: "celebrate",
  horse: "horse",
  "guinea pig": "rabbit",
  fish: "books",
};

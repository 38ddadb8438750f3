import { Camera, Play } from "lucide-react";
import type { IllustrationName } from "@shared/illustrations";
import { ContentImage } from "@/components/content-image";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

/** A sample post: its caption under one of our illustrations. */
const tile = (caption: string, illustration: IllustrationName) => ({ caption, illustration });

// Static sample posts (the home page's fifth section): the profiles are real links, the posts are illustrations.
const PROFILES = [
  {
    platform: "TikTok",
    handle: "@pawswell",
    href: "https://www.tiktok.com/@pawswell",
    blurb: "Short videos of therapy animals at work and calm moments with pets.",
    Icon: Play,
    posts: [
      tile("Therapy dog's first hospital visit", "person-dog"),
      tile("60 seconds of purring", "cat"),
      tile("Slow walk, clear mind", "path"),
    ],
  },
  {
    platform: "Instagram",
    handle: "@pawswell",
    href: "https://www.instagram.com/pawswell",
    blurb: "Photos from our community: the animals who help us through.",
    Icon: Camera,
    posts: [
      tile("Sunday nap club", "friends"),
      tile("Meet Biscuit, our member of the month", "celebrate"),
      tile("A quiet corner with Pepper", "books"),
    ],
  },
];

/** Section 5: two outward profile cards with sample posts. */
export function SocialSection() {
  return (
    <section aria-labelledby="social-heading" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="social-heading" className="mb-6 text-2xl font-bold text-ink sm:text-3xl">
        Follow Along
      </h2>
      <ul className="grid gap-6 md:grid-cols-2">
        {PROFILES.map(({ platform, handle, href, blurb, Icon, posts }) => (
          <li key={platform}>
            <Card className="flex h-full flex-col">
              <div className="flex items-center gap-3">
                <span className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 text-white">
                  <Icon aria-hidden className="h-5 w-5" />
                </span>
                <div>
                  <h3 className="font-semibold text-ink">{platform}</h3>
                  <p className="text-sm text-muted">{handle}</p>
                </div>
              </div>
              <p className="mt-3 text-muted">{blurb}</p>
              <ul aria-label={`Sample ${platform} posts`} className="mt-4 grid grid-cols-3 gap-2">
                {posts.map(({ caption, illustration }) => (
                  <li key={caption} className="text-xs text-ink">
                    <ContentImage
                      src={null}
                      alt=""
                      illustration={illustration}
                      width={160}
                      height={160}
                      className="aspect-square w-full rounded-lg bg-brand-50 object-cover"
                    />
                    <p className="mt-1.5">{caption}</p>
                  </li>
                ))}
              </ul>
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClasses("secondary", "md", "mt-5 self-start")}
              >
                Visit us on {platform}
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { Link } from "wouter";
import { PRODUCT_TAGLINE, type HERO_CONTENT_SIZES, type HERO_TITLE_SIZES } from "@shared/constants";
import { Logo } from "@/components/logo";
import { Skeleton } from "@/components/skeleton";
import { buttonClasses } from "@/components/ui/button";
import { useSessionUser } from "@/features/auth/use-session";
import { SHARE_STORY_PATH, START_DISCUSSION_PATH } from "@/lib/create-pages";
import { heroFontStack, useHeroFonts } from "@/lib/hero-fonts";
import { cn } from "@/lib/text";
import { useActiveHero } from "./hooks";

export const FALLBACK_HERO = {
  title: PRODUCT_TAGLINE,
  content: "A caring community for mental wellness through the love of pets and therapy animals.",
};

// Written out in full so Tailwind generates every class an editor can choose.
const TITLE_SIZES: Record<(typeof HERO_TITLE_SIZES)[number], string> = {
  "text-2xl": "text-2xl",
  "text-3xl": "text-3xl",
  "text-4xl": "text-3xl sm:text-4xl",
  "text-5xl": "text-3xl sm:text-5xl",
  "text-6xl": "text-4xl sm:text-6xl",
};
const CONTENT_SIZES: Record<(typeof HERO_CONTENT_SIZES)[number], string> = {
  "text-sm": "text-sm",
  "text-base": "text-base",
  "text-lg": "text-lg",
  "text-xl": "text-xl",
  "text-2xl": "text-2xl",
};

function sizeClass<K extends string>(sizes: Record<K, string>, value: string, fallback: K): string {
  return value in sizes ? sizes[value as K] : sizes[fallback];
}

/** Section 1: the editable hero, or the fixed headline and subtitle when none is active. */
export function HeroSection() {
  const hero = useActiveHero();
  useHeroFonts(hero.data?.titleFontFamily, hero.data?.contentFontFamily);
  const content = hero.data ?? FALLBACK_HERO;
  const titleClass = hero.data ? sizeClass(TITLE_SIZES, hero.data.titleFontSize, "text-3xl") : "text-4xl sm:text-5xl";
  const contentClass = hero.data ? sizeClass(CONTENT_SIZES, hero.data.contentFontSize, "text-base") : "text-lg";

  return (
    <section aria-labelledby="hero-heading" className="bg-gradient-to-b from-brand-50 to-canvas">
      <div className="mx-auto max-w-6xl px-4 py-16 text-center">
        <Logo className="mb-6 justify-center" />
        {hero.isLoading ? (
          <div role="status" aria-label="Loading" className="mx-auto grid max-w-2xl justify-items-center gap-4">
            <h1 id="hero-heading" className="sr-only">
              PawsWell
            </h1>
            {/* About the height of a one-line title over two short paragraphs (the demo hero and the
                fallback alike), so the sections below barely move when the hero arrives. */}
            <Skeleton className="h-9 w-3/4" />
            <div className="grid w-full justify-items-center gap-2">
              <Skeleton className="h-5 w-full" />
              <Skeleton className="h-5 w-full" />
              <Skeleton className="h-5 w-5/6" />
              <Skeleton className="h-5 w-full sm:hidden" />
              <Skeleton className="h-5 w-2/3 sm:hidden" />
            </div>
          </div>
        ) : (
          <>
            <h1
              id="hero-heading"
              className={cn("font-bold tracking-tight text-ink", titleClass)}
              style={hero.data ? { fontFamily: heroFontStack(hero.data.titleFontFamily) } : undefined}
            >
              {content.title}
            </h1>
            <div
              className={cn("mx-auto mt-4 max-w-2xl text-muted", contentClass)}
              style={hero.data ? { fontFamily: heroFontStack(hero.data.contentFontFamily) } : undefined}
            >
              {content.content.split("\n").map((line, index) => (
                <p key={index}>{line}</p>
              ))}
            </div>
          </>
        )}
        <HeroActions />
      </div>
    </section>
  );
}

/** A visitor is invited to join; a member, who has joined, to start a discussion (docs/decisions.md#a-members-home-hero). */
function HeroActions() {
  const user = useSessionUser();
  return (
    <div className="mt-8 flex flex-wrap justify-center gap-3">
      {user ? (
        <Link href={START_DISCUSSION_PATH} className={buttonClasses("primary", "lg")}>
          Start a Discussion
        </Link>
      ) : (
        <Link href="/signup" className={buttonClasses("primary", "lg")}>
          Join Our Community
        </Link>
      )}
      <Link href={SHARE_STORY_PATH} className={buttonClasses("secondary", "lg")}>
        Share Your Story
      </Link>
    </div>
  );
}

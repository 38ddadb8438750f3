import type { ReactNode } from "react";
import { Link } from "wouter";
import { PRODUCT_NAME } from "@shared/constants";
import { FooterAppearance } from "@/features/appearance/footer-appearance";
import { SHARE_STORY_PATH } from "@/lib/create-pages";
import { useMediaQuery } from "@/lib/use-media-query";
import { Logo } from "./logo";

interface FooterLink {
  label: string;
  href: string;
}

/**
 * Every entry leads to a page that has what it names; an entry with nowhere honest to go is left
 * out rather than shown greyed (docs/decisions.md, footer pages).
 */
const COLUMNS: { heading: string; links: FooterLink[] }[] = [
  {
    heading: "Community",
    links: [
      { label: "Discussion Forums", href: "/community" },
      { label: "Local Groups", href: "/groups" },
      { label: "Share Your Story", href: SHARE_STORY_PATH },
      // Groups run by professionals: the community's experts.
      { label: "Expert Network", href: "/groups?type=professional" },
    ],
  },
  {
    heading: "Resources",
    links: [
      { label: "Educational Articles", href: "/resources" },
      // The pet-therapy section: preparing an animal and its handler for therapy work.
      { label: "Training Guides", href: "/resources?category=pet-therapy" },
      { label: "Crisis Resources", href: "/crisis" },
    ],
  },
  {
    heading: "Support",
    links: [
      { label: "Help Center", href: "/help" },
      { label: "Contact Us", href: "/contact" },
      { label: "Privacy Policy", href: "/privacy" },
      { label: "Terms of Service", href: "/terms" },
    ],
  },
];

export const SOCIAL_LINKS = [
  { label: "Facebook", href: "https://www.facebook.com/pawswell" },
  { label: "Instagram", href: "https://www.instagram.com/pawswell" },
  { label: "TikTok", href: "https://www.tiktok.com/@pawswell" },
  { label: "YouTube", href: "https://www.youtube.com/@pawswell" },
] as const;

/** Tailwind's sm breakpoint: from here up the link columns sit side by side, always open. */
export const FOOTER_COLUMNS_OPEN_QUERY = "(min-width: 640px)";

// At least 24×24 px to tap (WCAG 2.5.8): a line of small text is 20 px high.
const TARGET = "inline-flex min-h-6 items-center";
const LINK = `${TARGET} text-brand-800 underline decoration-brand-200 underline-offset-2 hover:decoration-brand-800`;
const HEADING = "text-sm font-semibold uppercase tracking-wide text-ink";

function ColumnLinks({ links }: { links: FooterLink[] }) {
  return (
    <ul className="space-y-1 text-sm">
      {links.map((link) => (
        <li key={link.label}>
          <Link href={link.href} className={LINK}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * One link column: on a phone a <details> that opens from its heading (closed at first, so the
 * footer stays short); from the sm breakpoint up, a heading and its list, always shown. The server
 * draws the open form, which also serves a page read before the app runs.
 */
function FooterColumn({ heading, children }: { heading: string; children: ReactNode }) {
  const isWide = useMediaQuery(FOOTER_COLUMNS_OPEN_QUERY, true);
  if (isWide) {
    return (
      <div>
        <h2 className={`mb-3 ${HEADING}`}>{heading}</h2>
        {children}
      </div>
    );
  }
  return (
    <details className="group border-b border-brand-100">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between [&::-webkit-details-marker]:hidden">
        <h2 className={HEADING}>{heading}</h2>
        <svg
          aria-hidden
          viewBox="0 0 20 20"
          width="20"
          height="20"
          className="text-muted transition-transform group-open:rotate-180"
        >
          <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </summary>
      <div className="pb-3">{children}</div>
    </details>
  );
}

/** The site footer: about and social links, three link columns, the disclaimer and copyright. */
export function Footer() {
  return (
    <footer className="mt-16 border-t border-brand-100 bg-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3">
          <Logo />
          <p className="text-sm text-muted">
            A gentle community where people find mental wellness through the bonds they share with animals.
          </p>
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="PawsWell on social media">
            {SOCIAL_LINKS.map((social) => (
              <li key={social.label}>
                <a href={social.href} target="_blank" rel="noopener noreferrer" className={LINK}>
                  {social.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
        {/* On a phone the columns stack as one short list of headings that open. */}
        <div className="contents max-sm:block">
          {COLUMNS.map((column) => (
            <FooterColumn key={column.heading} heading={column.heading}>
              <ColumnLinks links={column.links} />
            </FooterColumn>
          ))}
        </div>
      </div>
      <div className="border-t border-brand-100">
        <div className="mx-auto max-w-6xl space-y-2 px-4 py-6 text-sm text-muted">
          <p>
            {PRODUCT_NAME} is an informational community platform and is not a substitute for professional medical
            advice, diagnosis or treatment. If you are in crisis, please contact your local emergency services.
          </p>
          {/* This year, as the server sees it: the page may be drawn (and cached) there, and the
              browser keeps that text rather than redraw it on the one night the two disagree. */}
          <p suppressHydrationWarning>
            © {new Date().getFullYear()} {PRODUCT_NAME}. All rights reserved.
          </p>
          <FooterAppearance />
        </div>
      </div>
    </footer>
  );
}

import { Link } from "wouter";
import { COPYRIGHT_YEAR, PRODUCT_NAME } from "@shared/constants";
import { Logo } from "./logo";

interface FooterLink {
  label: string;
  href?: string;
}

const COLUMNS: { heading: string; links: FooterLink[] }[] = [
  {
    heading: "Community",
    links: [
      { label: "Discussion Forums", href: "/community" },
      { label: "Local Groups", href: "/groups" },
      { label: "Share Your Story", href: "/stories" },
      { label: "Expert Network" },
    ],
  },
  {
    heading: "Resources",
    links: [
      { label: "Educational Articles", href: "/resources" },
      { label: "Training Guides" },
      { label: "Research Library" },
      { label: "Crisis Resources", href: "/crisis" },
    ],
  },
  {
    heading: "Support",
    links: [
      { label: "Help Center" },
      { label: "Contact Us" },
      { label: "Privacy Policy" },
      { label: "Terms of Service" },
    ],
  },
];

export const SOCIAL_LINKS = [
  { label: "Facebook", href: "https://www.facebook.com/pawswell" },
  { label: "Instagram", href: "https://www.instagram.com/pawswell" },
  { label: "TikTok", href: "https://www.tiktok.com/@pawswell" },
  { label: "YouTube", href: "https://www.youtube.com/@pawswell" },
] as const;

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
          <ul className="flex flex-wrap gap-3 text-sm" aria-label="PawsWell on social media">
            {SOCIAL_LINKS.map((social) => (
              <li key={social.label}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-brand-700 underline-offset-2 hover:underline"
                >
                  {social.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
        {COLUMNS.map((column) => (
          <div key={column.heading}>
            <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-ink">{column.heading}</h2>
            <ul className="space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={link.label}>
                  {link.href ? (
                    <Link href={link.href} className="text-muted hover:text-brand-800 hover:underline">
                      {link.label}
                    </Link>
                  ) : (
                    <span className="text-muted">{link.label}</span>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-brand-100">
        <div className="mx-auto max-w-6xl space-y-2 px-4 py-6 text-sm text-muted">
          <p>
            {PRODUCT_NAME} is an informational community platform and is not a substitute for professional medical
            advice, diagnosis or treatment. If you are in crisis, please contact your local emergency services.
          </p>
          <p>
            © {COPYRIGHT_YEAR} {PRODUCT_NAME}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}

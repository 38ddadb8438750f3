import { BookOpen, Heart, MapPin, MessageCircle } from "lucide-react";
import { Link } from "wouter";
import { cardClasses } from "@/components/ui/card";

const QUICK_LINKS = [
  { href: "/community", title: "Join Discussion", text: "Talk with people who understand.", Icon: MessageCircle },
  { href: "/stories", title: "Share Stories", text: "Read and tell stories of healing bonds.", Icon: Heart },
  { href: "/resources", title: "Resources", text: "Guides for you and your animal.", Icon: BookOpen },
  { href: "/groups", title: "Local Groups", text: "Meet people near you.", Icon: MapPin },
];

/** Section 3: four ways into the site. */
export function QuickLinks() {
  return (
    <section aria-label="Get started" className="mx-auto max-w-6xl px-4 py-12">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {QUICK_LINKS.map(({ href, title, text, Icon }) => (
          <li key={href}>
            <Link
              href={href}
              className={cardClasses(
                "md",
                "flex h-full flex-col gap-2 transition-colors hover:border-brand-600 hover:bg-brand-50",
              )}
            >
              <Icon aria-hidden className="h-6 w-6 text-brand-700" />
              <span className="text-lg font-semibold text-ink">{title}</span>
              <span className="text-sm text-muted">{text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

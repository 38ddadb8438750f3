/**
 * A member's picture, made from their name: an animal and a colour, the same on every page and
 * every visit (a hash of the name; no outside service, nothing stored). Items posted as "A member"
 * all get one neutral paw print that says nothing about who wrote them.
 */
import { ANONYMOUS_AUTHOR } from "@shared/names";
import { cn } from "@/lib/text";
import { stableHash } from "@/lib/stable-hash";
import { ANONYMOUS_FACE, AVATAR_FACES, type AvatarAnimal } from "./avatar-faces";

export const AVATAR_ANIMALS = Object.keys(AVATAR_FACES) as AvatarAnimal[];

/** Mid tones of the brand's greens and the illustrations' warm colours: a cream face reads on each. */
export const AVATAR_COLORS = [
  "#127369",
  "#5f9e8a",
  "#dd9a64",
  "#c7774f",
  "#d4a24c",
  "#8c6a93",
  "#5f7f9a",
  "#c98585",
] as const;

const ANONYMOUS_COLOR = "#dfe7e5";

export interface AvatarLook {
  animal: AvatarAnimal | "anonymous";
  color: string;
}

/**
 * The animal and colour for `name`. Names are unique regardless of case, so the case is ignored;
 * the colour comes from other bits of the hash than the animal, so the two vary independently.
 */
export function avatarFor(name: string, isAnonymous = false): AvatarLook {
  if (isAnonymous || name === ANONYMOUS_AUTHOR) return { animal: "anonymous", color: ANONYMOUS_COLOR };
  const hash = stableHash(name.trim().toLowerCase());
  return {
    animal: AVATAR_ANIMALS[hash % AVATAR_ANIMALS.length]!,
    color: AVATAR_COLORS[(hash >>> 16) % AVATAR_COLORS.length]!,
  };
}

interface MemberAvatarProps {
  /** The name the item is shown under (a member's username, a guest's name, or "A member"). */
  name: string;
  isAnonymous?: boolean;
  /** Its width and height in pixels. */
  size?: number;
  className?: string;
}

/** The avatar beside a name: decoration (the name is always written next to it). */
export function MemberAvatar({ name, isAnonymous = false, size = 28, className }: MemberAvatarProps) {
  const look = avatarFor(name, isAnonymous);
  return (
    <svg
      viewBox="0 0 40 40"
      width={size}
      height={size}
      aria-hidden
      focusable="false"
      data-avatar={look.animal}
      className={cn("inline-block shrink-0 rounded-full align-middle", className)}
    >
      <circle cx={20} cy={20} r={20} fill={look.color} />
      {look.animal === "anonymous" ? ANONYMOUS_FACE : AVATAR_FACES[look.animal]}
    </svg>
  );
}

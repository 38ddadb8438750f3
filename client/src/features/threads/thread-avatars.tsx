/**
 * A thread's avatars, whose faces are drawn once per thread (a sprite) rather than once per reply:
 * a face is up to ten SVG elements, a third of a reply card's markup, and a thread page shows fifty
 * replies (docs/performance.md). Each avatar looks exactly like MemberAvatar's: a circle of its
 * colour, then its face.
 */
import type { ReactNode } from "react";
import { ANONYMOUS_AUTHOR } from "@shared/names";
import { ANONYMOUS_FACE, AVATAR_FACES } from "@/components/avatar-faces";
import { avatarFor, type AvatarLook } from "@/components/member-avatar";
import { SpriteShape, SpriteSheet } from "@/components/ui/icon-sprite";

const faceId = (animal: AvatarLook["animal"]) => `avatar-face-${animal}`;

/** Who an avatar is made for. */
export interface AvatarOwner {
  name: string;
  isAnonymous: boolean;
}

/** The avatar's owner for an item by `author`: a member's username when the item may name it, else the name it is shown under. */
export function avatarOwnerOf(author: string, username: string | null = null): AvatarOwner {
  return { name: username ?? author, isAnonymous: !username && author === ANONYMOUS_AUTHOR };
}

/** The faces of `owners`' avatars, each once: drawn once in the thread, used by every ThreadAvatar. */
export function ThreadAvatarFaces({ owners }: { owners: readonly AvatarOwner[] }) {
  const faces = new Map<string, ReactNode>();
  for (const { name, isAnonymous } of owners) {
    const { animal } = avatarFor(name, isAnonymous);
    if (!faces.has(faceId(animal)))
      faces.set(
        faceId(animal),
        <>
          {/* The avatar's colour: its <svg>'s, so one face serves every colour. */}
          <circle cx={20} cy={20} r={20} fill="currentColor" />
          {animal === "anonymous" ? ANONYMOUS_FACE : AVATAR_FACES[animal]}
        </>,
      );
  }
  return <SpriteSheet shapes={faces} />;
}

/** An avatar beside a name in the thread (decoration: the name is written next to it). */
export function ThreadAvatar({ name, isAnonymous, className }: AvatarOwner & { className: string }) {
  const look = avatarFor(name, isAnonymous);
  return (
    <svg
      viewBox="0 0 40 40"
      width={24}
      height={24}
      aria-hidden
      data-avatar={look.animal}
      color={look.color}
      className={`inline-block shrink-0 rounded-full align-middle ${className}`}
    >
      <SpriteShape id={faceId(look.animal)} />
    </svg>
  );
}

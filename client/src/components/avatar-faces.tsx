/**
 * The animal faces of member avatars, drawn on a 40×40 canvas in cream over the avatar's colour:
 * flat shapes, like the illustrations (client/public/illustrations).
 */
import type { ReactElement } from "react";

const FACE = "#fdfcf8";
const INK = "#1f2a30";
const PINK = "#e59a8e";
/** Ears and markings: the avatar's own colour, a shade darker. */
const SHADE = { fill: INK, opacity: 0.28 } as const;

function Eyes({ y = 21, apart = 3.6 }: { y?: number; apart?: number }) {
  return (
    <g fill={INK}>
      <circle cx={20 - apart} cy={y} r={1.35} />
      <circle cx={20 + apart} cy={y} r={1.35} />
    </g>
  );
}

export const AVATAR_FACES = {
  dog: (
    <>
      <ellipse cx={11} cy={20} rx={3.4} ry={6.5} transform="rotate(18 11 20)" {...SHADE} />
      <ellipse cx={29} cy={20} rx={3.4} ry={6.5} transform="rotate(-18 29 20)" {...SHADE} />
      <ellipse cx={20} cy={22} rx={9.5} ry={9} fill={FACE} />
      <Eyes />
      <ellipse cx={20} cy={25.5} rx={2.2} ry={1.5} fill={INK} />
    </>
  ),
  cat: (
    <>
      <path
        d="M11.5 20 L12.5 9.5 L19 15.5 Z M28.5 20 L27.5 9.5 L21 15.5 Z"
        fill={FACE}
        stroke={FACE}
        strokeLinejoin="round"
      />
      <circle cx={20} cy={23} r={9} fill={FACE} />
      <path
        d="M15 22.5 q1.6 1.4 3.2 0 M21.8 22.5 q1.6 1.4 3.2 0"
        fill="none"
        stroke={INK}
        strokeWidth={1.2}
        strokeLinecap="round"
      />
      <path d="M18.8 25.4 h2.4 l-1.2 1.4 Z" fill={PINK} stroke={PINK} strokeWidth={0.6} strokeLinejoin="round" />
    </>
  ),
  rabbit: (
    <>
      <ellipse cx={16.3} cy={12} rx={2.8} ry={7.5} fill={FACE} transform="rotate(-8 16.3 12)" />
      <ellipse cx={23.7} cy={12} rx={2.8} ry={7.5} fill={FACE} transform="rotate(8 23.7 12)" />
      <ellipse cx={16.3} cy={12.5} rx={1.2} ry={5} fill={PINK} transform="rotate(-8 16.3 12.5)" />
      <ellipse cx={23.7} cy={12.5} rx={1.2} ry={5} fill={PINK} transform="rotate(8 23.7 12.5)" />
      <circle cx={20} cy={25} r={8.5} fill={FACE} />
      <Eyes y={24} apart={3.3} />
      <ellipse cx={20} cy={27.4} rx={1.3} ry={1} fill={PINK} />
    </>
  ),
  bird: (
    <>
      <path
        d="M18 11.5 q1 -3 3 -3.5 M20.5 12 q2 -2.5 4 -2.2"
        fill="none"
        stroke={FACE}
        strokeWidth={1.4}
        strokeLinecap="round"
      />
      <circle cx={19} cy={22} r={10} fill={FACE} />
      <path d="M28 20.5 L33 22.5 L28 24.5 Z" fill="#e9b872" stroke="#e9b872" strokeWidth={0.8} strokeLinejoin="round" />
      <circle cx={23} cy={20.5} r={1.4} fill={INK} />
      <path
        d="M11.5 23 q4 5 9 3"
        fill="none"
        stroke={INK}
        strokeOpacity={0.28}
        strokeWidth={1.3}
        strokeLinecap="round"
      />
    </>
  ),
  horse: (
    <>
      <path
        d="M14.5 12.5 L15 7 L18.5 11 Z M25.5 12.5 L25 7 L21.5 11 Z"
        fill={FACE}
        stroke={FACE}
        strokeLinejoin="round"
      />
      <ellipse cx={20} cy={21} rx={7.5} ry={11} fill={FACE} />
      <path d="M16 10.5 q4 -2 8 0 q-2 3 -4 3 q-2 0 -4 -3 Z" {...SHADE} />
      <ellipse cx={20} cy={28} rx={6} ry={4} {...SHADE} />
      <Eyes y={19} apart={3.8} />
      <g fill={INK}>
        <circle cx={18} cy={28.5} r={0.8} />
        <circle cx={22} cy={28.5} r={0.8} />
      </g>
    </>
  ),
  hamster: (
    <>
      <circle cx={12.5} cy={13.5} r={3.6} fill={FACE} />
      <circle cx={27.5} cy={13.5} r={3.6} fill={FACE} />
      <circle cx={12.5} cy={13.5} r={1.7} fill={PINK} />
      <circle cx={27.5} cy={13.5} r={1.7} fill={PINK} />
      <ellipse cx={20} cy={22.5} rx={11} ry={9.5} fill={FACE} />
      <Eyes y={21} apart={4} />
      <ellipse cx={20} cy={24.2} rx={1.3} ry={1} fill={PINK} />
      <g fill={PINK} opacity={0.45}>
        <ellipse cx={13} cy={25} rx={2.4} ry={1.6} />
        <ellipse cx={27} cy={25} rx={2.4} ry={1.6} />
      </g>
    </>
  ),
} satisfies Record<string, ReactElement>;

export type AvatarAnimal = keyof typeof AVATAR_FACES;

/** A paw print: the face of every item posted as "A member", the same for all of them. */
export const ANONYMOUS_FACE = (
  <g fill="#6b7b82">
    <ellipse cx={20} cy={24.5} rx={5.5} ry={4.5} />
    <circle cx={13.5} cy={18.5} r={2.3} />
    <circle cx={17.5} cy={14.5} r={2.3} />
    <circle cx={22.5} cy={14.5} r={2.3} />
    <circle cx={26.5} cy={18.5} r={2.3} />
  </g>
);

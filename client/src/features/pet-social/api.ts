/** Pet's Be Social: calls (photos, uploads, challenges, member of the month). */
import { ACCEPTED_IMAGE_TYPES, CHALLENGES_SHOWN } from "@shared/constants";
import type { CreatedPhotoView } from "@shared/contracts/items.contract";
import type { ChallengeParticipationView, ChallengeView } from "@shared/contracts/wellness-challenges.contract";
import type { MemberOfTheMonthView } from "@shared/contracts/member-of-the-month.contract";
import type { UploadTicketView } from "@shared/contracts/uploads.contract";
import type { InsertWellnessChallenge } from "@shared/contracts/wellness-challenges.body";
import type { PostingOptionsBody } from "@/features/safety/posting-options-body";
import { count } from "@/lib/answer-shape";
import { apiUrl, callApi, callApiOrNull, callPage, type ListPage } from "@/lib/api";

/** The first page of the gallery. */
export const PET_PHOTOS_URL = apiUrl("GET /api/pet-photos", { query: {} });

/** What the share form sends; the server fills in defaults and, for members, the owner. */
export interface NewPetPhoto extends Pick<PostingOptionsBody, "contentWarnings" | "noindex"> {
  imageUrl: string;
  petName: string;
  petType: string;
  description: string;
  ownerName: string;
}

/** The answer carries `status: "held"` when the photo waits for a moderator. */
export function createPetPhoto(photo: NewPetPhoto): Promise<CreatedPhotoView> {
  return callApi("POST /api/pet-photos", { body: photo });
}

/**
 * Only the first CHALLENGES_SHOWN are shown, so only that many are asked for. Each row's count is
 * read tolerantly (lib/answer-shape.ts), as every list's is.
 */
export function getChallenges(): Promise<ListPage<ChallengeView>> {
  return callPage("GET /api/wellness-challenges", { query: { limit: CHALLENGES_SHOWN } }, { participants: count });
}

/**
 * The form's checked values, its days sent as ISO timestamps. The answer's `status` is "held" when
 * the challenge waits for a moderator (only its creator sees it).
 */
export function createChallenge({ startDate, endDate, ...challenge }: InsertWellnessChallenge): Promise<ChallengeView> {
  return callApi("POST /api/wellness-challenges", {
    body: { ...challenge, startDate: startDate.toISOString(), endDate: endDate.toISOString() },
  });
}

/** The ids of the challenges the logged-in member joined. */
export function getJoinedChallenges(): Promise<string[]> {
  return callApi("GET /api/wellness-challenges/joined");
}

/** Joins (`join` true) or leaves a challenge. */
export function setParticipation(challengeId: string, join: boolean): Promise<ChallengeParticipationView> {
  const params = { id: challengeId };
  return join
    ? callApi("POST /api/wellness-challenges/:id/participants", { params })
    : callApi("DELETE /api/wellness-challenges/:id/participants", { params });
}

/** The current member of the month, or null while none has been chosen (the server answers 404). */
export function getMemberOfTheMonth(): Promise<MemberOfTheMonthView | null> {
  return callApiOrNull("GET /api/member-of-the-month", {});
}

type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];
const isAcceptedType = (type: string): type is AcceptedImageType => ACCEPTED_IMAGE_TYPES.some((each) => each === type);

/**
 * A one-use upload URL; naming the type lets a signed cloud URL require it. Both callers offer only
 * an accepted type; any other is not named, and the upload's own check refuses the file.
 */
export function requestUploadTicket(contentType: string): Promise<UploadTicketView> {
  return callApi("POST /api/objects/upload", { body: isAcceptedType(contentType) ? { contentType } : {} });
}

/**
 * PUTs `file` to `uploadURL` with its Content-Type. XMLHttpRequest rather than fetch because
 * only it reports upload progress. Rejects with 'Upload failed: <status>' on a non-OK answer.
 */
export function putFile(
  uploadURL: string,
  file: File,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("PUT", uploadURL);
    request.setRequestHeader("Content-Type", file.type);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) resolve();
      else reject(new Error(`Upload failed: ${request.status}`));
    };
    request.onerror = () => reject(new Error("Upload failed: network error"));
    request.onabort = () => reject(new DOMException("Upload cancelled", "AbortError"));
    signal.addEventListener("abort", () => request.abort(), { once: true });
    request.send(file);
  });
}

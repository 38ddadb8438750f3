/**
 * Every route contract (./README.md), one list: the server mounts them, the OpenAPI document and
 * /api/docs describe them, and the authorization matrix checks them against the app's routes.
 * A converted router's area adds its `<area>Contract` here.
 */
import { accountSessionsContract } from "./account-sessions.contract";
import { accountSettingsContract } from "./account-settings.contract";
import { appearanceContract } from "./appearance.contract";
import { categoriesContract } from "./categories.contract";
import { contactMessagesContract } from "./contact-messages.contract";
import { contentWarningSettingsContract } from "./content-warning-settings.contract";
import { groupsContract } from "./groups.contract";
import { membersContract } from "./members.contract";
import { featuredContract } from "./featured.contract";
import { memberOfTheMonthContract } from "./member-of-the-month.contract";
import { heroContentContract } from "./hero-content.contract";
import { notificationsContract } from "./notifications.contract";
import { openApiContract } from "./openapi.contract";
import { recommendationsContract } from "./recommendations.contract";
import { resourcesContract } from "./resources.contract";
import { searchContract } from "./search.contract";
import { userEngagementContract } from "./user-engagement.contract";
import { userPreferencesContract } from "./user-preferences.contract";
import { wellnessChallengesContract } from "./wellness-challenges.contract";
import { reportsContract } from "./reports.contract";
import { accountEmailContract } from "./account-email.contract";
import { accountPasswordContract } from "./account-password.contract";
import { newsletterContract } from "./newsletter.contract";
import { twoFactorContract } from "./two-factor.contract";
import { reactionsContract } from "./reactions.contract";
import { blogContract } from "./blog.contract";
import { moderationContract } from "./moderation.contract";
import { siteImagesContract } from "./site-images.contract";
import { petPhotosContract, postsContract, storiesContract } from "./items.contract";
import { crawlersContract } from "./crawlers.contract";
import { operationsContract } from "./operations.contract";
import { repliesContract } from "./replies.contract";
import { uploadsContract } from "./uploads.contract";
import { signInContract } from "./sign-in.contract";
import { passwordResetContract } from "./password-reset.contract";
import { liveContract } from "./live.contract";
import { accountDataContract } from "./account-data.contract";
import { pushNoticesContract } from "./push-notices.contract";
import type { RouteKey, RouteSpec } from "./route-contract";

/** Every contract, by area (the OpenAPI document's tags). */
export const CONTRACT_AREAS = {
  categories: categoriesContract,
  resources: resourcesContract,
  "account settings": accountSettingsContract,
  appearance: appearanceContract,
  "contact messages": contactMessagesContract,
  groups: groupsContract,
  "content warning settings": contentWarningSettingsContract,
  members: membersContract,
  featured: featuredContract,
  "user preferences": userPreferencesContract,
  "member of the month": memberOfTheMonthContract,
  "account sessions": accountSessionsContract,
  "user engagement": userEngagementContract,
  "hero content": heroContentContract,
  recommendations: recommendationsContract,
  notifications: notificationsContract,
  search: searchContract,
  reports: reportsContract,
  "wellness challenges": wellnessChallengesContract,
  "account password": accountPasswordContract,
  "account email": accountEmailContract,
  newsletter: newsletterContract,
  "two factor": twoFactorContract,
  reactions: reactionsContract,
  posts: postsContract,
  stories: storiesContract,
  "pet photos": petPhotosContract,
  blog: blogContract,
  moderation: moderationContract,
  "site images": siteImagesContract,
  crawlers: crawlersContract,
  operations: operationsContract,
  replies: repliesContract,
  uploads: uploadsContract,
  "sign in": signInContract,
  "password reset": passwordResetContract,
  live: liveContract,
  "account data": accountDataContract,
  "push notices": pushNoticesContract,
  "api description": openApiContract,
} as const;

type Area = (typeof CONTRACT_AREAS)[keyof typeof CONTRACT_AREAS];
/** Every contract's own type (each area's contracts, area by area). */
type AnyContract = Area extends infer Each ? (Each extends unknown ? Each[keyof Each] : never) : never;

/** Every contract with its area, in the order above. */
export const CONTRACTS: readonly { area: string; contract: RouteSpec }[] = Object.entries(CONTRACT_AREAS).flatMap(
  ([area, contracts]) => Object.values(contracts).map((contract: RouteSpec) => ({ area, contract })),
);

/** Each contract by its "METHOD /path": what the client's callApi names a route with. */
export type ApiRoutes = { [C in AnyContract as RouteKey<C>]: C };
export type ApiRouteKey = keyof ApiRoutes;

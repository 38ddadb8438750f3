/** The ten list tabs of /admin in their order, each a small config for the one generic list component (./lists/). */
import type { AdminListConfig } from "./admin-list-config";
import { featuredList } from "./lists/featured";
import { blogList } from "./lists/blog";
import { resourcesList } from "./lists/resources";
import { communityList } from "./lists/community";
import { storiesList } from "./lists/stories";
import { groupsList } from "./lists/groups";
import { photosList } from "./lists/photos";
import { categoriesList } from "./lists/categories";
import { memberOfTheMonthList } from "./lists/member-of-the-month";
import { challengesList } from "./lists/challenges";

export const ADMIN_LISTS: readonly AdminListConfig[] = [
  featuredList,
  blogList,
  resourcesList,
  communityList,
  storiesList,
  groupsList,
  photosList,
  categoriesList,
  memberOfTheMonthList,
  challengesList,
];

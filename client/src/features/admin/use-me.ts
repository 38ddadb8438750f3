/** Who is asking for /admin: GET /api/me, read fresh so a role change shows at once. */
import { useQuery } from "@tanstack/react-query";
import type { UserRole } from "@shared/schema";
import { ApiError, getJson } from "@/lib/api";

export interface Me {
  id: string;
  username: string;
  role: UserRole;
}

export const meKey = ["me"] as const;

/** The logged-in user with their role, or null for a visitor (401). */
async function fetchMe(): Promise<Me | null> {
  try {
    return (await getJson<{ user: Me }>("/api/me")).user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function useMe() {
  return useQuery({ queryKey: meKey, queryFn: fetchMe });
}

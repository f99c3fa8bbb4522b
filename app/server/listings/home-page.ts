// What the home page reads: the newest featured listings the viewer may see (app/routes/public/index.tsx,
// and a visitor's document written without React Router: server/visitor-pages.ts).
import { viewerOf, type ViewerUser } from "~/domain/listing-visibility";
import type { AppServices } from "~/server/context";
import { listFeaturedJudgments } from "~/server/queries/featured";
import { listAudience } from "~/server/queries/listing-visibility";

/** How many featured listings the home page shows (the benchmark explains the same read). */
export const HOME_FEATURED_COUNT = 6;

export async function loadHomePage(services: AppServices, user: ViewerUser | null) {
  const audience = listAudience(viewerOf(user), services.clock.now());
  return { featured: await listFeaturedJudgments(services.db, audience, HOME_FEATURED_COUNT) };
}

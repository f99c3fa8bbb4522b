// What the navbar shows, from the root loader's data: a visitor's is the same for every visitor
// (brand and blog link aside); a member's has their name and counts.
import type { RootData } from "~/components/ui/root-data";

export type NavFacts = {
  user: { name: string; handle: string } | null;
  isAdmin: boolean;
  brandName: string;
  blogLink: string | null;
  unread: number;
  needsYou: number;
};

export function navFacts({ user, permissions, branding, unread_messages, needs_you }: RootData): NavFacts {
  return {
    user: user && { name: user.name, handle: user.handle },
    isAdmin: permissions.includes("review-listings"),
    brandName: branding.name,
    blogLink: branding.blog_link,
    unread: unread_messages,
    needsYou: needs_you,
  };
}

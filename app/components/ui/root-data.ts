// What the root loader gives every page (buyer spec section 3), as the components read it. The
// type is declared here, on the components' side; app/root.tsx checks that its loader's answer
// satisfies it, so the two cannot drift apart.
import { useRouteLoaderData } from "react-router";
import type { Branding } from "~/config/branding";
import type { Permission } from "~/domain/permissions";

export type SignedInUser = {
  id: number;
  name: string;
  handle: string;
  email: string;
  email_verified_at: string | null;
  phone_verified_at: string | null;
  has_payout_account: boolean;
  created_at: string;
};

export type FlashToast = { type: "success" | "error" | "message"; title?: string; description: string };

export type RootData = {
  user: SignedInUser | null;
  roles: string[];
  permissions: Permission[];
  /** 'buyer' or 'owner' on a judgment page; null elsewhere. */
  current_user: "buyer" | "owner" | null;
  /** The card provider's public key; null with the offline provider. */
  stripe_key: string | null;
  branding: Branding;
  unread_messages: number;
  /** How many things wait on the member: the "Needs you" list's length (the navbar's Dashboard count). */
  needs_you: number;
  dev_mail: boolean;
  toast: FlashToast | null;
  year: number;
};

/** The root loader's data; undefined on an error page the root loader did not reach. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}

// /privacy: the privacy policy in plain language.
import { Link } from "react-router";
import type { Route } from "./+types/privacy";
import { LegalPage } from "~/components/marketing/legal-page";
import { useBranding } from "~/components/marketing/use-branding";
import { pageTitle } from "~/components/page-title";

const LAST_UPDATED = "2026-11-21";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle("Privacy Policy", matches, "What personal information we collect, why, and the choices you have.");

export default function Privacy() {
  const branding = useBranding();
  const brand = branding.name;
  return (
    <LegalPage
      title="Privacy Policy"
      updated={LAST_UPDATED}
      intro={<p>What {brand} collects about you, why we need it, who sees it and what you can do about it.</p>}
    >
      <h2>What we collect</h2>
      <ul>
        <li>
          <strong>Account details:</strong> your name, handle, e-mail address and password (stored only as a secure hash).
        </li>
        <li>
          <strong>Phone number:</strong> if you add one, to send you text messages and verify it.
        </li>
        <li>
          <strong>Buyer assignment details:</strong> your legal name and physical address, needed to assign a judgment to you.
        </li>
        <li>
          <strong>Listings and documents:</strong> the judgment information and files you upload, and assignment documents.
        </li>
        <li>
          <strong>Activity:</strong> offers, watchlists, messages and listing views.
        </li>
        <li>
          <strong>Technical data:</strong> your IP address and a session cookie, used to keep you signed in, protect accounts and prevent
          abuse.
        </li>
      </ul>
      <p>
        We do not store card numbers or bank account numbers. Cards and payout accounts are held by our card payment provider, which
        processes them under its own privacy policy.
      </p>

      <h2>Why we use it</h2>
      <ul>
        <li>To run the marketplace: publish listings, deliver offers and messages, take payments and pay sellers.</li>
        <li>To review listings and messages for profanity and self-identifying information before others see them.</li>
        <li>To send you e-mails and texts about your account, listings, offers, payments and assignments.</li>
        <li>To keep the site secure, prevent fraud and meet our legal and accounting obligations.</li>
      </ul>
      <p>We do not sell your personal information, and we do not use it for third-party advertising.</p>

      <h2>Who can see what</h2>
      <ul>
        <li>Other members see your handle, your public listings and, where a listing allows it, its documents.</li>
        <li>Your e-mail address and phone number are never shown to other members.</li>
        <li>
          When you buy a judgment, the seller receives your legal name and address so that the judgment can be assigned to you. Assignment
          documents are visible only to the buyer, the seller and our administrators.
        </li>
        <li>Our administrators can see account details to review content and help with support requests.</li>
      </ul>

      <h2>Service providers</h2>
      <p>
        We share only what is needed with the companies that help us run {brand}: our card payment provider (payments and payouts), our
        e-mail and text message providers, and our hosting and storage providers. We may also disclose information when the law requires it
        or to protect members from fraud.
      </p>

      <h2>Cookies</h2>
      <p>
        We use a session cookie to keep you signed in and to remember a listing you are preparing, a short-lived cookie for on-screen
        notices, and a cookie that recognizes a browser you have signed in with (for 90 days), so that someone guessing your password
        elsewhere never slows down your own sign-in. We do not use advertising or tracking cookies. Our card payment provider may set its
        own cookies on payment pages to prevent fraud.
      </p>

      <h2>How long we keep it</h2>
      <p>
        We keep your information while your account is open. Records of sales, payments and assignments are kept as long as the law requires
        for financial records, even after an account is closed. Closed accounts are deactivated and their personal details are removed when
        they are no longer needed.
      </p>

      <h2>Your choices</h2>
      <ul>
        <li>
          Update your details at any time under <Link to="/profile">My Settings</Link>.
        </li>
        <li>Ask us for a copy of your information, to correct it or to delete your account.</li>
        <li>Opt out of non-essential e-mails; messages about your sales and payments are part of the service.</li>
      </ul>

      <h2>Security</h2>
      <p>
        Connections to the site are encrypted, passwords are hashed, documents are only served after a permission check, and access to
        personal information is limited to those who need it.
      </p>

      <h2>Children</h2>
      <p>{brand} is for adults. We do not knowingly collect information from anyone under 18.</p>

      <h2>Changes and contact</h2>
      <p>
        If we change this policy we will post the new version here with its date, and tell members by e-mail about important changes.
        Questions or requests: <a href={`mailto:${branding.csemail}`}>{branding.csemail}</a>, {branding.csphone}, or our{" "}
        <Link to="/contact-us">contact page</Link>. See also our <Link to="/terms">Terms of Service</Link>.
      </p>
    </LegalPage>
  );
}

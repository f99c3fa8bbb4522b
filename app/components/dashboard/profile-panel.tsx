// The profile summary: who the user is, and what is still to set up (e-mail, phone, assignment
// address, payouts), each with a link to where it is done.
import { Link } from "react-router";
import { formatDate } from "~/domain/dates";
import { Panel } from "./panel";

export type ProfileSummary = {
  name: string;
  handle: string;
  email: string;
  email_verified_at: string | null;
  phone_verified_at: string | null;
  created_at: string;
  address: { name: string | null; address1: string | null; city: string | null };
  has_payout_account: boolean;
};

export function ProfilePanel({ profile }: { profile: ProfileSummary }) {
  const emailVerified = Boolean(profile.email_verified_at);
  const hasAddress = Boolean(profile.address.name && profile.address.address1 && profile.address.city);
  return (
    <Panel title="My Profile" testId="panel-profile" link={{ to: "/profile", label: "My Settings" }}>
      <dl className="space-y-3">
        <div>
          <dt className="text-slate-600">Name</dt>
          <dd className="font-medium">{profile.name}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Handle</dt>
          <dd className="font-medium">@{profile.handle}</dd>
        </div>
        <div>
          <dt className="text-slate-600">E-mail</dt>
          <dd className="font-medium">
            <span className="break-all">{profile.email}</span>{" "}
            <span
              className={`inline-block whitespace-nowrap rounded px-1.5 py-0.5 text-xs ${emailVerified ? "bg-emerald-100 text-emerald-800" : "bg-amber-100 text-amber-900"}`}
            >
              {emailVerified ? "Confirmed" : "Not confirmed"}
            </span>
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Member since</dt>
          <dd className="font-medium">{formatDate(profile.created_at)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Text messages</dt>
          <dd className="font-medium">
            {profile.phone_verified_at ? "Phone verified" : <Link to="/profile#phone">Verify your phone</Link>}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Assignment info</dt>
          <dd className="font-medium">
            {hasAddress ? "Name and address on file" : <Link to="/profile">Add your legal name and address</Link>}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Payouts</dt>
          <dd className="font-medium">
            {profile.has_payout_account ? "Payout account connected" : <Link to="/payouts">Set up your payout account</Link>}
          </dd>
        </div>
      </dl>
    </Panel>
  );
}

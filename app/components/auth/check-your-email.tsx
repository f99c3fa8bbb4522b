// What someone registering with an address that already has an account sees (decision 0013): a
// neutral "check your e-mail", the same on /register and the wizard's account step. The message
// in their inbox tells the owner to sign in or reset the password.
import { Link } from "react-router";
import { AuthCard } from "~/components/forms";

export function CheckYourEmailText({ email }: { email: string }) {
  return (
    <div data-testid="check-your-email">
      <p role="status" className="text-slate-700">
        We sent a message to <strong>{email}</strong>. Please open it to continue.
      </p>
      <p className="mt-3 text-sm text-slate-600">
        Nothing arrived after a few minutes? Check your spam folder, or <Link to="/login">sign in</Link> if you already have an account.
      </p>
    </div>
  );
}

export function CheckYourEmail({ email }: { email: string }) {
  return (
    <AuthCard title="Check your e-mail">
      <CheckYourEmailText email={email} />
    </AuthCard>
  );
}

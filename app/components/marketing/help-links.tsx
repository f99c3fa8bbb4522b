// "Still have questions?": the link to the FAQ and the contact page every help page ends with.
import { Link } from "react-router";

export function HelpLinks({
  csemail,
  csphone,
  className = "mt-12",
  onFaq = false,
}: {
  csemail?: string;
  csphone?: string;
  className?: string;
  /** On the FAQ itself, point to the contact page only. */
  onFaq?: boolean;
}) {
  return (
    <aside aria-labelledby="help-links-title" className={`card bg-brand-50 p-6 sm:p-8 ${className}`}>
      <h2 id="help-links-title" className="text-xl font-semibold">
        Still have questions?
      </h2>
      <p className="mt-2 text-slate-700">
        {onFaq ? (
          "If you cannot find your answer here, our support team is happy to help"
        ) : (
          <>
            Our{" "}
            <Link to="/faq" className="font-medium underline">
              frequently asked questions
            </Link>{" "}
            cover accounts, listings, payments, fees and documents. If you cannot find your answer there, our support team is happy to help
          </>
        )}
        {csemail ? (
          <>
            {" "}
            at{" "}
            <a href={`mailto:${csemail}`} className="font-medium underline">
              {csemail}
            </a>
          </>
        ) : null}
        {csphone ? (
          <>
            {" "}
            or{" "}
            <a href={`tel:${csphone.replace(/[^\d+]/g, "")}`} className="whitespace-nowrap font-medium underline">
              {csphone}
            </a>
          </>
        ) : null}
        .
      </p>
      <div className="mt-5 flex flex-wrap gap-3">
        {!onFaq && (
          <Link to="/faq" className="btn-secondary">
            Read the FAQ
          </Link>
        )}
        <Link to="/contact-us" className="btn-primary">
          Contact us
        </Link>
      </div>
    </aside>
  );
}

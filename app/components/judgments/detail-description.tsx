// The description: a short view of the first 200 characters with "Read more". Without React (a
// visitor's page does not hydrate) "Read more" is a link to ?full=1 (the server renders the whole
// text) and "Show less" a link back to the page without it; with React both act in place.
import { useState } from "react";
import { useLocation, useSearchParams } from "react-router";

type Description = { full: string; short: string; truncated: boolean };

export function DetailDescription({ description }: { description: Description }) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const [expanded, setExpanded] = useState(params.get("full") === "1");
  const showAll = expanded || !description.truncated;
  return (
    <section className="card p-5 sm:p-6" aria-labelledby="description-title" id="description">
      <h2 id="description-title" className="text-lg font-semibold">
        Description
      </h2>
      {description.full ? (
        <div className="mt-3 text-slate-700">
          <p className="whitespace-pre-line break-words leading-relaxed" data-testid="judgment-description">
            {showAll ? description.full : `${description.short}…`}
          </p>
          {description.truncated &&
            (showAll ? (
              <a
                href={`${pathname}#description`}
                className="mt-2 inline-block text-sm font-semibold no-underline hover:underline"
                onClick={(event) => {
                  event.preventDefault();
                  setExpanded(false);
                }}
              >
                Show less
              </a>
            ) : (
              <a
                href="?full=1#description"
                className="mt-2 inline-block text-sm font-semibold no-underline hover:underline"
                onClick={(event) => {
                  event.preventDefault();
                  setExpanded(true);
                }}
              >
                Read more
              </a>
            ))}
        </div>
      ) : (
        <p className="mt-3 text-slate-500">The seller did not add a description.</p>
      )}
    </section>
  );
}

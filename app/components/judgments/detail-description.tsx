// The description: a short view of the first 200 characters with "Read more". Without JavaScript
// "Read more" is a link to ?full=1 (the server renders the whole text); with it, it opens in place.
import { useState } from "react";
import { useSearchParams } from "react-router";

type Description = { full: string; short: string; truncated: boolean };

export function DetailDescription({ description }: { description: Description }) {
  const [params] = useSearchParams();
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
              <button
                type="button"
                className="mt-2 text-sm font-semibold text-brand-600 hover:underline"
                onClick={() => setExpanded(false)}
              >
                Show less
              </button>
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

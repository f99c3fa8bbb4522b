// The error page shows a refusal's own message for a 4xx (a 409 used to read "an unexpected error
// on our side"), keeps its own text for plain-text 4xx bodies, and never shows a 500's message.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider, UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";
import { ErrorPage } from "~/components/error-page";

function render(error: unknown): string {
  const router = createMemoryRouter([{ id: "root", path: "/", ErrorBoundary: ErrorPage, Component: () => null }], {
    hydrationData: { loaderData: {}, errors: { root: error } },
  });
  return renderToStaticMarkup(createElement(RouterProvider, { router }));
}

const refusal = (status: number, message: string) => new ErrorResponse(status, "", { errors: { offer: [message] }, message });

describe("the error page", () => {
  it("shows a 409 refusal's own message", () => {
    const page = render(refusal(409, "This offer is no longer pending (it is accepted)."));
    expect(page).toContain("Error 409");
    expect(page).toContain("This offer is no longer pending (it is accepted).");
    expect(page).not.toContain("unexpected error");
  });

  it("reads the first field error when there is no top-level message", () => {
    expect(render(new ErrorResponse(422, "", { errors: { title: ["This contains characters we cannot store."] } }))).toContain(
      "This contains characters we cannot store.",
    );
  });

  it("shows the refusal's message for 403 and 404 too, and its own text for a plain-text body", () => {
    expect(render(refusal(403, "Only the seller can edit this listing."))).toContain("Only the seller can edit this listing.");
    const notFound = render(new ErrorResponse(404, "Not Found", "Not Found"));
    expect(notFound).toContain("Page not found");
    expect(notFound).toContain("We could not find the page");
  });

  it("never shows a server error's message", () => {
    const page = render(
      new ErrorResponse(500, "", { errors: { _: ["connection refused at 10.0.0.3"] }, message: "connection refused at 10.0.0.3" }),
    );
    expect(page).toContain("unexpected error");
    expect(page).not.toContain("10.0.0.3");
    expect(render(new Error("secret stack"))).not.toContain("secret stack");
  });
});

// The words every portfolio service and endpoint answers with when it refuses the same way
// (docs/decisions/0055), in one place: a missing portfolio and one the caller may not know read alike.

/** The 404 of an id that is no portfolio the caller may know (unknown, a judgment's, or not theirs to see). */
export const NO_SUCH_PORTFOLIO = "This portfolio does not exist.";

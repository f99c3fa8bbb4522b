// The enhancement script: what pages that do not hydrate still want from JavaScript, in plain
// TypeScript (docs/decisions/0040). Each behaviour works without it too.
document.documentElement.dataset.enhanced = "";

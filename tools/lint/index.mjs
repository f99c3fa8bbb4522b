// The lint tools, re-exported so the repository's eslint.config.mjs can load them from this package's
// node_modules (the app's own node_modules holds TypeScript 7, which typescript-eslint cannot load).
export { default as js } from "@eslint/js";
export { defineConfig, globalIgnores } from "eslint/config";
export { default as reactHooks } from "eslint-plugin-react-hooks";
export { default as globals } from "globals";
export { default as tseslint } from "typescript-eslint";

// Fails loudly when the pinned Node 24 (node_modules/.bin/node) was not used.
const major = Number(process.versions.node.split(".")[0]);
if (major < 24) {
  console.error(
    `\nThis project needs Node.js 24 or later, but ${process.version} is running.\n` +
      "Run it through npm (npm start, npm test), which uses the pinned node@24 from node_modules/.bin;\n" +
      "if that folder is missing, run npm ci first.\n",
  );
  process.exit(1);
}

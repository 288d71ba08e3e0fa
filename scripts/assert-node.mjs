// Runs as postinstall: every npm script must run on Node 24 from node_modules/.bin (the system Node is 20).
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `\n✖ npm scripts are running on Node ${process.version} (${process.execPath}); expected >= 24 from node_modules/.bin/node.\n` +
      '  Fix: rm -rf node_modules && npm ci\n',
  );
  process.exit(1);
}

// Preloaded into Prism (NODE_OPTIONS=--require) to fix three things Prism cannot be configured for:
// 1. json-schema-faker's `x-faker` uses the Korean faker locale. Prism has no locale option, and
//    `x-json-schema-faker: {locale}` crashes it with faker 10 (TOOLCHAIN.md).
// 2. Prism reports request violations in an `sl-violations` header. When a message quotes Korean text (an enum
//    value, a Hangul pattern), Node refuses the header and the whole mock process dies. Non-Latin-1 characters are
//    escaped as \uXXXX so the header stays valid.
// 3. `Prefer: code=400` alone makes Prism (in -d mode) invent an error body from the schema. An error status asked
//    for without `example=` or `dynamic=` gets `dynamic=false`, so it answers the operation's first documented example.
const http = require('node:http');
const path = require('node:path');

const prismHttp = path.dirname(require.resolve('@stoplight/prism-http/package.json'));
const { JSONSchemaFaker } = require(require.resolve('json-schema-faker', { paths: [prismHttp] }));
const { fakerKO } = require(require.resolve('@faker-js/faker', { paths: [prismHttp] }));
const saegil = require('./saegil-faker.cjs');
// the Korean faker plus the contract's own generators (`x-faker: saegil.todoTitle` and the like)
const faker = Object.assign(Object.create(fakerKO), { saegil });
const extend = JSONSchemaFaker.extend.bind(JSONSchemaFaker);
JSONSchemaFaker.extend = (name, cb) => extend(name, name === 'faker' ? () => faker : cb);

const escapeNonLatin1 = (value) =>
  String(value).replace(/[^\x20-\x7e\xa0-\xff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
const setHeader = http.ServerResponse.prototype.setHeader;
http.ServerResponse.prototype.setHeader = function (name, value) {
  if (String(name).toLowerCase() === 'sl-violations') value = escapeNonLatin1(value);
  return setHeader.call(this, name, value);
};

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function (event, request, ...rest) {
  if (event === 'request' && request?.headers?.prefer) {
    const prefer = String(request.headers.prefer);
    const code = Number(/(?:^|[,;\s])code=(\d{3})/.exec(prefer)?.[1]);
    if (code >= 300 && !/(?:example|dynamic)=/.test(prefer)) request.headers.prefer = `${prefer}, dynamic=false`;
  }
  return emit.call(this, event, request, ...rest);
};

// Preloaded into Prism (NODE_OPTIONS=--require) to fix two things Prism cannot be configured for:
// 1. json-schema-faker's `x-faker` uses the Korean faker locale. Prism has no locale option, and
//    `x-json-schema-faker: {locale}` crashes it with faker 10 (TOOLCHAIN.md).
// 2. Prism reports request violations in an `sl-violations` header. When a message quotes Korean text (an enum
//    value, a Hangul pattern), Node refuses the header and the whole mock process dies. Non-Latin-1 characters are
//    escaped as \uXXXX so the header stays valid.
const http = require('node:http');
const path = require('node:path');

const prismHttp = path.dirname(require.resolve('@stoplight/prism-http/package.json'));
const { JSONSchemaFaker } = require(require.resolve('json-schema-faker', { paths: [prismHttp] }));
const { fakerKO } = require(require.resolve('@faker-js/faker', { paths: [prismHttp] }));
const extend = JSONSchemaFaker.extend.bind(JSONSchemaFaker);
JSONSchemaFaker.extend = (name, cb) => extend(name, name === 'faker' ? () => fakerKO : cb);

const escapeNonLatin1 = (value) =>
  String(value).replace(/[^\x20-\x7e\xa0-\xff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
const setHeader = http.ServerResponse.prototype.setHeader;
http.ServerResponse.prototype.setHeader = function (name, value) {
  if (String(name).toLowerCase() === 'sl-violations') value = escapeNonLatin1(value);
  return setHeader.call(this, name, value);
};

// Test kit for route tests: a fresh app on a fresh database per file, members with tokens, images and forms.
// See README.md. `const t = useTestApp();` at the top of a test file; `buildTestApp()` builds one by hand.
export { DEMO_ACCOUNT } from '../seed/demo.ts';
export { TEST_SEED, createTestDatabase } from './database.ts';
export { form, largeImage, manyPixelPng, phonePhoto, testImage } from './files.ts';
export { authCalls, jobIdOf, useTestApp } from './per-file.ts';
export { FOREIGN_TOKEN, bearer, buildTestApp } from './test-app.ts';
export type { BuildTestAppOptions, SignUpInput, TestApp, TestMember } from './test-app.ts';

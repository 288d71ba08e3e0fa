// Kept for every-route-phone.spec.ts: the helpers live in the e2e kit (tests/e2e/support) now.
export { stubOutside } from '../support/routes.ts';

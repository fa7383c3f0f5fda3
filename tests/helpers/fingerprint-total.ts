// The engine's fingerprint (solitaire-lab bench --fingerprint): a change that
// alters it on purpose updates this total and says why in its commit message.
// tests/fingerprint.test.ts checks it through the command line.
export const FINGERPRINT_TOTAL = 31_727_852;

/**
 * Tests that need something outside the repository (a program, a test server, recorded
 * speech, Linux's /proc): on CI a missing one fails loudly, locally it is skipped with the
 * reason logged. CI is `CI` set to anything but "" / "false" / "0"; `.ci/run` exports
 * CI=true, and `bash scripts/setup.sh --no-build` installs everything these tests need.
 *
 *   const noSpeech = skipUnlessAvailable('the LibriVox clips', fs.existsSync(CLIP), 'apt-get install pocketsphinx-testdata');
 *   it.skipIf(noSpeech)('analyses a real recording', …);
 */

/** True when the tests run on CI, where nothing may be skipped for want of a service. */
export function onCi(): boolean {
  const ci = process.env.CI;
  return !!ci && ci !== 'false' && ci !== '0';
}

/**
 * Returns true when the caller should skip (the service is missing and this is not CI);
 * throws when it is missing on CI, so the test file fails instead of passing silently.
 * Call it at collection time (module or describe scope), once per service.
 */
export function skipUnlessAvailable(name: string, available: boolean, howToGetIt: string): boolean {
  if (available) return false;
  const message = `${name} not available: ${howToGetIt}`;
  if (onCi()) throw new Error(`${message} (required on CI: a missing service fails, it is not skipped)`);
  console.warn(`${message} (tests that need it are skipped)`);
  return true;
}

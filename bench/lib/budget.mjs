// Shared by the bench scripts that `npm test` runs with a budget (`--max-kb 150`,
// `--max-growth-mb 250`, …): read a numeric flag, and check a figure against it.

/** The number after `--<name>` on the command line, or undefined when the flag is absent. */
export function numberFlag(name) {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return undefined;
  const n = Number(process.argv[i + 1]);
  if (!Number.isFinite(n)) throw new Error(`--${name} needs a number`);
  return n;
}

/** True on CI (`CI` set to anything but "", "false" or "0"; .ci/run exports CI=true). */
export function onCi() {
  const ci = process.env.CI;
  return !!ci && ci !== 'false' && ci !== '0';
}

/**
 * A measurement this machine cannot make (e.g. no /proc): skipped with a note locally,
 * a failure on CI, like tests/support/require-service.ts.
 */
export function cannotMeasure(reason) {
  if (onCi()) {
    console.error(`${reason}: required on CI`);
    process.exit(1);
  }
  console.warn(`${reason}: not measured`);
  process.exit(0);
}
